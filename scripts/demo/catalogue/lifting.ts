import { l1, l2, p, type TopDef } from "./dsl.js";

export const lifting: TopDef = {
  code: "LFT",
  name: "Lifting & Handling",
  description: "Hoists, winches, material lifts, pallet trucks, telehandlers and lifting gear.",
  intro:
    "Lift, move and position heavy loads safely. We hire chain blocks, scaffold hoists, material lifts, board lifters, pallet trucks, machinery skates and telehandlers, all with current thorough examination certificates.",
  advice:
    "Every lift needs a plan: know the weight of the load, use equipment rated above it, inspect slings and hooks before use, and never stand under a suspended load. Lifting equipment is supplied with its LOLER report.",
  points: [
    "LOLER thorough examination certificate with every item of lifting equipment",
    "Slings, shackles and beam clamps colour-coded and tagged",
    "Lifting plans and appointed person support for larger lifts",
    "Telehandlers and forklifts delivered with operator's manual and pre-use checklist",
  ],
  featured: false,
  per: "per week",
  docs: ["Lifting Equipment Safety Guide", "LOLER Thorough Examination Guide", "Operating Instructions"],
  pictogram: "lifting",
  children: [
    l1("HST", "Hoists & Winches", "Chain blocks, lever hoists, electric hoists and pulling winches.", [
      l2(
        "CHN",
        "Chain Blocks & Lever Hoists",
        "Manual chain blocks and lever hoists for lifting and positioning loads up to 5 tonnes.",
        "Capacity: 0.5 t to 5 t; Height of lift: 3 m to 6 m; Standard: EN 13157; Certification: LOLER examined",
        [p("Chain Block (Chain Hoist)", "0.5t=22|1t=26|2t=32|3t=38|5t=52"), p("Lever Hoist", "0.75t=20|1.5t=24|3t=30")],
      ),
      l2(
        "ELE",
        "Electric Hoists",
        "Electric scaffold hoists and chain hoists for lifting materials to upper floors.",
        "Capacity: 125 kg to 1 t; Lift height: up to 30 m; Power: 110V, 240V or 415V; Mounting: Scaffold tube or beam",
        [
          p("Scaffold Hoist 110V", "125kg=45|250kg=55"),
          p("Electric Hoist 110V 250kg", 52),
          p("Electric Chain Hoist", "500kg 110V=85|1t 415V=110"),
          p("Gin Wheel & Rope", 14),
        ],
      ),
      l2(
        "WIN",
        "Winches & Pulling Machines",
        "Tirfor-type pulling machines and electric winches for hauling and tensioning.",
        "Capacity: 0.8 t to 3.2 t; Wire rope: 20 m; Operation: Manual lever or 110V electric",
        [p("Tirfor Winch", "0.8t=34|1.6t=42|3.2t=58"), p("Electric Winch 110V", 65), p("Snatch Block 4t", 14)],
      ),
    ]),
    l1("MAT", "Material & Panel Lifting", "Material lifts, board lifters, glass lifters and engine hoists.", [
      l2(
        "SLA",
        "Material Lifts",
        "Counterbalanced material lifts raise ducts, pipes and beams for installation overhead.",
        "Lift height: 3.2 m to 7.9 m; Capacity: 159 kg to 454 kg; Operation: Hand winch; Transport: Folds for a van",
        [p("Material Lift", "4.8m=85|6.4m=95|7.8m=110"), p("Genie Superlift Advantage SLA-15", 100)],
      ),
      l2(
        "BRD",
        "Board Lifters",
        "Plasterboard lifters hold sheets in place for fixing to ceilings and walls.",
        "Maximum height: 3.5 m to 4.5 m; Board size: up to 3.6 m x 1.2 m; Capacity: 45 kg to 70 kg; Tilt: 0 to 45 degrees",
        [p("Plasterboard Lifter", "3.5m=22|4.5m=28"), p("Panel Lift Heavy Duty", 34)],
        { per: "per day" },
      ),
      l2(
        "GLS",
        "Glass & Vacuum Lifters",
        "Suction and battery vacuum lifters for glass, stone and smooth panels.",
        "Capacity: 40 kg to 600 kg; Cups: 1 to 8; Power: Manual or battery vacuum; Standard: EN 13155",
        [
          p("Glass Lifter", "Single Cup=8|Twin Cup=12|Triple Cup=15"),
          p("Vacuum Lifter Battery", "400kg=95|600kg=125"),
          p("Glazing Robot", 450),
        ],
        { per: "per day" },
      ),
      l2(
        "ENG",
        "Engine Hoists & Gantries",
        "Engine cranes, mobile gantries and A-frames for workshop and plant room lifts.",
        "Capacity: 1 t to 5 t; Gantry span: 2 m to 4 m; Height: adjustable to 3.5 m; Certification: LOLER examined",
        [p("Engine Hoist", "1t=32|2t=42"), p("Mobile Steel Gantry", "1t=65|2t=85"), p("Aluminium Gantry 1t", 95)],
      ),
    ]),
    l1("MOV", "Moving & Handling", "Pallet trucks, sack trucks, trolleys, jacks and skates.", [
      l2(
        "PAL",
        "Pallet Trucks & Stackers",
        "Manual and electric pallet trucks and stackers for moving palletised goods.",
        "Capacity: 1 t to 2.5 t; Fork length: 1,150 mm; Lift height: 200 mm (trucks) to 3.0 m (stackers); Power: Manual or battery",
        [
          p("Pallet Truck 2.5t", 28),
          p("Electric Pallet Truck", 95),
          p("Pallet Stacker", "Manual=65|Electric=120"),
          p("Weighing Pallet Truck", 55),
        ],
      ),
      l2(
        "TRK",
        "Sack Trucks & Trolleys",
        "Sack trucks, stair climbers, platform trolleys and furniture dollies.",
        "Capacity: 150 kg to 500 kg; Wheels: Puncture-proof; Stair climbers: Battery powered",
        [
          p("Sack Truck", "Standard=9|Heavy Duty=12"),
          p("Stair Climbing Sack Truck", 65),
          p("Platform Trolley", 12),
          p("Furniture Dolly", 8),
          p("Door & Panel Trolley", 14),
        ],
      ),
      l2(
        "JAC",
        "Jacks & Machinery Skates",
        "Bottle jacks, toe jacks and machinery skates for moving heavy plant and machinery.",
        "Capacity: 5 t to 30 t; Toe lift: from 12 mm; Skates: 3-point or 4-point sets",
        [p("Hydraulic Bottle Jack", "10t=14|20t=18"), p("Toe Jack 5t", 24), p("Machinery Skates Set", "6t=55|12t=75")],
      ),
    ]),
    l1("TEL", "Telehandlers & Forklifts", "Telehandlers and rough terrain forklifts.", [
      l2(
        "TEL",
        "Telehandlers",
        "Telescopic handlers for lifting pallets, bricks and materials onto scaffolds and roofs.",
        "Lift height: 6 m to 17 m; Capacity: 2.5 t to 4 t; Attachments: Forks, bucket, jib; Operator: CPCS A17 or NPORS N010",
        [p("Telehandler", "7m 2.5t=595|14m 4t=895|17m 4t=990"), p("Compact Telehandler 6m 2.6t", 560)],
        { docs: ["Telehandler Safety Guide", "LOLER Thorough Examination Guide", "Operating Instructions"] },
      ),
      l2(
        "FLT",
        "Forklifts",
        "Rough terrain and gas forklifts for yards and warehouses.",
        "Capacity: 1.8 t to 3.5 t; Lift height: 3 m to 4.5 m; Fuel: Diesel or LPG; Operator: RTITB or ITSSAR trained",
        [p("Rough Terrain Forklift 2.5t", 550), p("Gas Forklift 2.5t", 420)],
      ),
    ]),
    l1("GER", "Lifting Gear", "Slings, shackles, beam clamps and trolleys.", [
      l2(
        "SLG",
        "Slings & Shackles",
        "Round slings, webbing slings, chain slings and shackles, colour-coded and tagged.",
        "Working load limit: 1 t to 10 t; Lengths: 1 m to 6 m; Standard: EN 1492 (textile), EN 818 (chain); Tagged: Yes",
        [
          p("Round Sling", "1t x 2m=4|2t x 3m=5|5t x 4m=8"),
          p("Chain Sling 2-Leg 3.15t", 18),
          p("Bow Shackle", "3.25t=3|6.5t=4.5"),
          p("Lifting Beam Adjustable 2t", 45),
        ],
      ),
      l2(
        "BEA",
        "Beam Clamps & Trolleys",
        "Beam clamps and push or geared trolleys to hang hoists from steel beams.",
        "Capacity: 1 t to 5 t; Flange width: 75 mm to 320 mm; Type: Push travel or geared",
        [p("Beam Clamp", "2t=10|5t=16"), p("Push Travel Beam Trolley", "1t=18|2t=24"), p("Geared Beam Trolley 3t", 32)],
      ),
    ]),
  ],
};
