import { l1, l2, p, type TopDef } from "./dsl.js";

export const powerTools: TopDef = {
  code: "PTL",
  name: "Power Tools",
  description: "Drills, drivers, grinders, sanders, nail guns, welders and compressors.",
  intro:
    "Professional corded and cordless power tools from the brands the trade trusts. Cordless tools come with two batteries and a fast charger; corded tools in 110V for site and 240V for home.",
  advice:
    "Use 110V tools on construction sites, inspect leads and plugs before use, fit the right guard for the accessory and wear eye protection. Connect on-tool extraction when cutting, sanding or grinding.",
  points: [
    "Cordless tools supplied with two batteries and a charger",
    "Corded tools PAT-tested, in 110V and 240V",
    "Guards, side handles and keys checked every hire",
    "Fixings, discs and bits available at the counter",
  ],
  featured: true,
  per: "per day",
  docs: ["Power Tool Safety Guide", "Operating Instructions"],
  pictogram: "powertools",
  children: [
    l1("DRL", "Drills & Drivers", "Combi drills, impact drivers, impact wrenches and screwdrivers.", [
      l2(
        "CMB",
        "Combi Drills",
        "Corded and cordless combi drills for drilling and screwdriving in timber, steel and masonry.",
        "Chuck: 13 mm keyless; Torque: up to 135 Nm; Power: 110V, 240V or 18 V battery; Modes: Drill, hammer, screwdrive",
        [
          p("Cordless Combi Drill 18V", 18),
          p("Combi Drill {v}", "110V=16|240V=16"),
          p("Makita DHP486 Combi Drill 18V", 20),
          p("Hammer Drill {v}", "110V=16|240V=16"),
          p("Cordless Tool Kit 18V 4-Piece", 45),
        ],
      ),
      l2(
        "IMP",
        "Impact Drivers & Wrenches",
        "Impact drivers for long screws and impact wrenches for nuts and bolts.",
        "Drive: 1/4 in hex, 1/2 in or 3/4 in square; Torque: 180 Nm to 1,000 Nm; Power: 18 V battery, 110V or 240V",
        [
          p("Cordless Impact Driver 18V", 16),
          p("Impact Wrench 1/2in {v}", "110V=22|240V=22"),
          p("Impact Wrench 3/4in 110V", 28),
          p("Cordless Impact Wrench 1/2in 18V", 22),
        ],
      ),
      l2(
        "SCR",
        "Screwdrivers & Screwguns",
        "Drywall screwdrivers and autofeed screwguns for fast, consistent fixing.",
        "Speed: up to 4,500 rpm; Depth stop: Adjustable; Collated strips: 25 mm to 55 mm screws; Power: 110V or 18 V",
        [p("Drywall Screwdriver 110V", 16), p("Autofeed Screwgun", "110V=24|18V=26"), p("Decking Screwgun 18V", 24)],
      ),
    ]),
    l1("GRN", "Grinders", "Angle grinders, straight grinders and die grinders.", [
      l2(
        "ANG",
        "Angle Grinders",
        "115 mm and 230 mm angle grinders for cutting and grinding metal and masonry.",
        "Disc: 115 mm to 230 mm; Power: 720 W to 2,400 W, 110V, 240V or 18 V battery; Guard: Adjustable; Side handle: Anti-vibration",
        [
          p("Angle Grinder 115mm {v}", "110V=14|240V=14"),
          p("Angle Grinder 230mm {v}", "110V=18|240V=18"),
          p("Cordless Angle Grinder 18V", 18),
        ],
      ),
      l2(
        "STR",
        "Straight & Die Grinders",
        "Straight grinders and die grinders for weld dressing, fettling and polishing.",
        "Collet: 6 mm or 8 mm; Speed: up to 27,000 rpm; Power: 110V or pneumatic",
        [p("Straight Grinder 110V", 18), p("Die Grinder 110V", 16), p("Pneumatic Die Grinder", 12)],
      ),
    ]),
    l1("SND", "Sanders, Planers & Routers", "Sanders, planers, routers and drywall sanders.", [
      l2(
        "ORB",
        "Sanders",
        "Orbital, random orbit and belt sanders for timber and paintwork.",
        "Pad: 1/3 sheet to 150 mm; Belt: 75 mm x 533 mm; Power: 110V or 240V; Extraction: Bag or extractor port",
        [
          p("Orbital Sander {v}", "110V=14|240V=14"),
          p("Random Orbit Sander {v}", "110V=16|240V=16"),
          p("Belt Sander {v}", "110V=18|240V=18"),
        ],
      ),
      l2(
        "PLN",
        "Planers & Routers",
        "Electric planers and plunge routers for doors, joinery and worktops.",
        "Planer width: 82 mm; Router collet: 1/4 in and 1/2 in; Power: 110V or 240V",
        [p("Planer 82mm {v}", "110V=18|240V=18"), p("Router 1/2in {v}", "110V=22|240V=22"), p("Worktop Jig", 14)],
      ),
      l2(
        "MLT",
        "Multi-Tools",
        "Oscillating multi-tools for flush cutting, plunge cuts, scraping and detail sanding.",
        "Oscillation: 11,000 to 20,000 opm; Angle: 3.2 degrees; Power: 110V, 240V or 18 V battery; Blades: Starlock",
        [p("Oscillating Multi-Tool {v}", "110V=14|240V=14"), p("Cordless Multi-Tool 18V", 15)],
      ),
      l2(
        "DRY",
        "Drywall Sanders",
        "Long-reach drywall sanders (giraffes) with extraction for walls and ceilings.",
        "Disc: 225 mm; Reach: up to 4 m with extension; Power: 110V or 240V; Extraction: M class port",
        [p("Drywall Sander (Giraffe) {v}", "110V=32|240V=32"), p("Drywall Sander Compact 240V", 26)],
      ),
    ]),
    l1("FIX", "Fixing & Nailing", "Nail guns, cartridge tools, staplers and riveters.", [
      l2(
        "NAI",
        "Nail Guns",
        "Gas, cordless and pneumatic nail guns for first and second fix carpentry.",
        "Nail length: 15 mm to 90 mm; Type: First fix, second fix, brad, framing; Power: Gas cell, 18 V battery or air",
        [
          p("First Fix Nail Gun (Gas)", 28),
          p("Second Fix Nail Gun (Gas)", 24),
          p("Cordless First Fix Nailer 18V", 32),
          p("Cordless Second Fix Nailer 18V", 28),
          p("Pneumatic Framing Nailer", 22),
        ],
        { docs: ["Nail Gun Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "DIR",
        "Direct Fastening Tools",
        "Cartridge tools and gas nailers fix into concrete and steel.",
        "Fastener length: 14 mm to 72 mm; Power: Cartridge or gas cell; Material: Concrete, steel, masonry",
        [p("Cartridge Tool (SPIT P60)", 26), p("Gas Concrete Nailer", 32), p("Cordless Concrete Nailer 18V", 36)],
        { docs: ["Cartridge Tool Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "STA",
        "Staplers & Riveters",
        "Electric staplers and cordless riveters for membranes, insulation and sheet metal.",
        "Staples: 6 mm to 14 mm; Rivets: 2.4 mm to 6.4 mm; Power: 240V or 18 V battery",
        [p("Staple Gun Electric 240V", 10), p("Rivet Gun Cordless 18V", 20), p("Hammer Tacker", 6)],
      ),
    ]),
    l1("WLD", "Welding & Metalwork", "Arc, MIG and TIG welders and plasma cutters.", [
      l2(
        "ARC",
        "Welders",
        "Arc, MIG and TIG welders for repairs, fabrication and site welding.",
        "Output: 140 A to 250 A; Process: MMA (arc), MIG or TIG; Power: 240V or 415V; Duty cycle: 35% to 60%",
        [
          p("Arc Welder 240V 160A", 28),
          p("MIG Welder 240V", 42),
          p("TIG Welder 240V", 55),
          p("Inverter Arc Welder 110V", 32),
        ],
        { docs: ["Welding Safety Guide", "Hot Works Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "PLA",
        "Plasma Cutters",
        "Plasma cutters slice through steel, stainless and aluminium quickly and cleanly.",
        "Cutting capacity: 12 mm to 25 mm; Air: Built-in compressor or external; Power: 240V or 415V",
        [p("Plasma Cutter 240V", 55), p("Plasma Cutter with Compressor 240V", 65)],
        { docs: ["Hot Works Safety Guide", "Operating Instructions"] },
      ),
    ]),
    l1("AIR", "Compressors & Air Tools", "Electric and diesel compressors and pneumatic tools.", [
      l2(
        "CMP",
        "Compressors",
        "Electric and road-towable diesel compressors for breakers, nailers and spray guns.",
        "Air delivery: 8 cfm to 260 cfm; Pressure: 100 to 150 psi; Power: 110V, 240V or diesel; Towable: Road-towable models",
        [
          p("Compressor 8cfm 110V", 28),
          p("Compressor 14cfm 240V", 34),
          p("Diesel Compressor Road Towable", "100cfm=75|150cfm=95|260cfm=145", { also: ["BRK-BRK-AIR"] }),
          p("Petrol Compressor 14cfm", 45),
        ],
        { docs: ["Compressed Air Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "TLS",
        "Air Tools",
        "Pneumatic chisels, needle scalers, impact wrenches and blow guns.",
        "Air consumption: 4 to 25 cfm at 90 psi; Coupling: PCL or claw; Hose: 10 m included",
        [
          p("Air Chisel Hammer", 14),
          p("Air Impact Wrench 3/4in", 18),
          p("Air Hose 10m", 4),
          p("Air Line Lubricator", 4),
        ],
        { docs: [] },
      ),
    ]),
  ],
};
