import { l1, l2, p, type TopDef } from "./dsl.js";

export const plumbing: TopDef = {
  code: "PLB",
  name: "Plumbing",
  description: "Drain cleaning, pipe freezing, pipe bending, threading, water pumps and pressure testing.",
  intro:
    "Clear blocked drains, freeze pipes for live repairs, bend and thread steel pipe and pump out flooded excavations. Our plumbing range is used every day by plumbers, drainage engineers and facilities teams.",
  advice:
    "Drains carry bacteria: wear waterproof gloves and eye protection and wash thoroughly after use. Never use a drain cleaner with a damaged cable guard, and test pipework with water rather than air wherever possible.",
  points: [
    "Drain machines supplied with cutters and heavy duty gloves",
    "Pipe freezing kits checked for gas charge before every hire",
    "Pumps supplied with hoses and couplings to suit",
    "Inspection cameras with recording to USB",
  ],
  featured: false,
  per: "per day",
  docs: ["Operating Instructions", "COSHH Data Sheet"],
  pictogram: "plumbing",
  children: [
    l1("DRN", "Drain Clearance", "Drain rods, electric drain cleaners, jetters and inspection cameras.", [
      l2(
        "ROD",
        "Drain Rods",
        "Flexible drain rods with plungers, worm screws and scrapers for clearing blocked drains.",
        "Rod length: 10 x 0.9 m or 10 x 1 m; Diameter: 19 mm to 25 mm; Fittings: Lockfast; Accessories: Plunger, worm screw, scraper",
        [
          p("Drain Rods Set (10 x 1m)", 14),
          p("Drain Rods Set with Plunger & Worm", 16),
          p("Drain Rods Heavy Duty 25mm", 18),
          p("Drain Plunger Heavy Duty", 6),
        ],
      ),
      l2(
        "ELE",
        "Electric Drain Cleaners",
        "Drum and sectional electric drain cleaners (drain snakes) for sinks, stacks and main drains.",
        "Pipe size: 20 mm to 150 mm; Cable: 8 mm to 22 mm; Length: up to 60 m; Power: 110V or 240V",
        [
          p("Electric Drain Cleaner (Drain Snake) {v}", "240V=38|110V=38"),
          p("Drum Drain Cleaner 110V", 45),
          p("Sectional Drain Cleaner 110V", 55),
          p("Handheld Drain Cleaner 18V", 24),
        ],
      ),
      l2(
        "JET",
        "Drain Jetters",
        "High pressure drain jetters blast away grease, scale and roots from drains and sewers.",
        "Pressure: 2,000 psi to 4,000 psi; Hose: 30 m to 60 m; Pipe size: 50 mm to 225 mm; Engine: Petrol",
        [p("Drain Jetter Petrol", "2000psi=85|4000psi=120"), p("Electric Drain Jetter 240V", 65)],
      ),
      l2(
        "CAM",
        "Drain Inspection Cameras",
        "Push-rod drain cameras with recording for surveys, blockages and insurance reports.",
        "Cable length: 20 m to 60 m; Camera head: 23 mm to 40 mm self-levelling; Recording: USB or SD; Locator: 512 Hz sonde",
        [
          p("Drain Inspection Camera", "30m=95|60m=135"),
          p("Drain Test Bung Set", 18),
          p("Drain Sonde Locator", 35),
          p("Mini Pipe Inspection Camera 15m", 55),
        ],
      ),
    ]),
    l1("PIP", "Pipework Tools", "Pipe freezing, bending, threading, press fitting and pressure testing.", [
      l2(
        "FRZ",
        "Pipe Freezing Kits",
        "Electric and gas pipe freezers isolate a section of pipe without draining the system.",
        "Pipe size: 8 mm to 42 mm (electric), up to 2 in (gas); Freeze time: 2 to 10 minutes; Power: 240V or CO2 gas",
        [
          p("Pipe Freezing Kit Electric {v}", "240V=38|110V=38"),
          p("Pipe Freezing Kit Electric Large 2in 240V", 55),
          p("Pipe Freezing Kit Gas", 28),
        ],
      ),
      l2(
        "BND",
        "Pipe Benders",
        "Hand and hydraulic pipe benders for copper, steel and conduit.",
        "Capacity: 15 mm to 22 mm (hand), up to 2 in (hydraulic); Formers: Included; Bend: up to 90 degrees",
        [p("Pipe Bender 15-22mm", 12), p("Hydraulic Pipe Bender 2in", 38), p("Conduit Bender 20-25mm", 12)],
      ),
      l2(
        "THR",
        "Pipe Threaders",
        "Electric and ratchet pipe threaders for BSP steel pipe.",
        "Capacity: 1/2 in to 2 in BSP; Power: 110V or manual ratchet; Dies: Supplied; Oil: Thread cutting oil to buy",
        [p("Pipe Threader {v}", "110V=42|240V=42"), p("Ratchet Pipe Threader Set", 22), p("Pipe Vice Stand", 12)],
      ),
      l2(
        "PRS",
        "Press Fitting Tools",
        "Battery press tools with jaws for copper, stainless and multilayer pipe fittings.",
        "Capacity: 12 mm to 54 mm; Jaw profiles: M, V and TH; Power: 18 V battery; Press time: 4 seconds",
        [p("Pipe Press Tool 18V", "15-28mm Jaws=45|35-54mm Jaws=55")],
      ),
      l2(
        "TST",
        "Pressure Testing",
        "Hydraulic test pumps and gauges for testing heating and water pipework.",
        "Test pressure: up to 60 bar; Tank: 12 l; Operation: Manual or 240V electric; Gauge: Certified",
        [
          p("Hydraulic Pressure Test Pump", 18),
          p("Electric Test Pump 240V", 35),
          p("Gas Tightness Test Kit", 22),
          p("Digital Manometer", 16),
        ],
      ),
    ]),
    l1("PMP", "Water Pumps", "Submersible, petrol and trash pumps with hoses.", [
      l2(
        "SUB",
        "Submersible Pumps",
        "Electric submersible pumps for flooded cellars, excavations and tanks.",
        "Outlet: 2 in or 3 in; Flow: up to 1,000 l/min; Head: up to 25 m; Power: 110V or 240V",
        [
          p("Submersible Pump", "2in 110V=28|2in 240V=28|3in 110V=38"),
          p("Dirty Water Submersible Pump 2in 110V", 32),
          p("Puddle Pump 240V", 22),
        ],
      ),
      l2(
        "PET",
        "Petrol Water Pumps",
        "Petrol centrifugal and trash pumps for clean and dirty water.",
        "Outlet: 2 in to 4 in; Flow: up to 1,600 l/min; Solids: up to 30 mm (trash pumps); Engine: Honda petrol",
        [p("Petrol Water Pump", "2in=32|3in=42"), p("Trash Pump 3in", 55), p("Diesel Trash Pump 4in", 75)],
      ),
      l2(
        "HOS",
        "Pump Hoses & Fittings",
        "Layflat delivery hose, suction hose and fittings for our water pumps.",
        "Diameter: 2 in to 4 in; Length: 5 m to 20 m; Couplings: Bauer or Camlock",
        [p("Layflat Hose", "2in x 10m=6|3in x 20m=9"), p("Suction Hose", "2in x 5m=8|3in x 5m=10")],
        { docs: [] },
      ),
    ]),
    l1("HTG", "Heating Installation", "Power flushing, soldering and heating system tools.", [
      l2(
        "FLU",
        "Power Flushing",
        "Power flushing machines remove sludge and scale from central heating systems.",
        "Pump flow: up to 200 l/min; Tank: 25 l; Power: 240V; Reversing: Automatic flow reversal",
        [
          p("Power Flushing Machine", 65),
          p("Magnetic Filter Flushing Kit", 22),
          p("Central Heating Cleaner 1L", 14.95, { type: "Resale" }),
        ],
      ),
      l2(
        "SOL",
        "Soldering & Brazing",
        "Propane torches, brazing kits and heat mats for pipework.",
        "Fuel: Propane or MAPP; Flame: Pinpoint or swirl; Accessories: Heat mat, spark lighter",
        [
          p("Propane Brazing Torch Kit", 14),
          p("Electric Soldering Tool 240V", 18),
          p("Heat Resistant Soldering Mat", 6.95, { type: "Resale" }),
        ],
        { docs: ["Hot Works Safety Guide"] },
      ),
    ]),
  ],
};
