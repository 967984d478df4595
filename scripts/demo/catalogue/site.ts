import { l1, l2, p, type TopDef } from "./dsl.js";

export const site: TopDef = {
  code: "SIT",
  name: "Site Equipment & Welfare",
  description: "Welfare units, toilets, cabins, fencing, barriers, traffic management and PPE.",
  intro:
    "Set up a compliant, secure site in a day. We deliver welfare units, toilets, offices and containers, install temporary fencing and hoarding, and supply traffic management, signage, PPE and fire safety equipment.",
  advice:
    "Plan traffic management before work starts: set out signs, cones and lamps in the order the Traffic Signs Manual (Chapter 8) gives, pin and ramp road plates, fix rubbish chutes to the scaffold with a covered skip below, and keep bowsers on firm, level ground.",
  points: [
    "Chapter 8 compliant signs, cones and lamps",
    "Road plates delivered and collected by our own transport",
    "Water bowsers supplied full on request",
    "Tool vaults delivered by hiab lorry",
  ],
  featured: false,
  per: "per week",
  docs: ["Traffic Management Safety Guide", "Operating Instructions"],
  pictogram: "site",
  children: [
    l1("WEL", "Welfare", "Welfare units, toilets, site cabins and storage containers.", [
      l2(
        "UNT",
        "Welfare Units",
        "Towable and static welfare units with canteen, drying room, toilet and generator in one.",
        "Seats: 4 to 12 persons; Facilities: Canteen, toilet, drying room, hot water; Power: Built-in generator or hybrid; Towable: Yes (selected models)",
        [
          p("Towable Welfare Unit", "4-Person=195|6-Person=235|8-Person=265"),
          p("Static Welfare Unit 12-Person", 295),
          p("Eco Hybrid Welfare Unit 8-Person", 310),
        ],
      ),
      l2(
        "TOI",
        "Toilets",
        "Portable and towable toilets with weekly servicing.",
        "Type: Single unit, accessible or towable block; Service: Weekly empty and clean; Hand wash: Fitted (selected models)",
        [
          p("Portable Toilet", 28),
          p("Accessible Toilet Unit", 45),
          p("Towable Toilet Block 2+1", 125),
          p("Hand Wash Unit", 20),
        ],
      ),
      l2(
        "CAB",
        "Site Offices & Containers",
        "Anti-vandal site offices, canteens and secure storage containers.",
        "Lengths: 10 ft to 32 ft; Construction: Anti-vandal steel; Fit-out: Heated, lit, with desks (offices); Delivery: Hiab lorry",
        [
          p("Site Office Anti-Vandal", "12ft=75|24ft=95|32ft=115"),
          p("Secure Storage Container", "10ft=35|20ft=45"),
          p("Canteen Cabin 24ft", 105),
          p("Drying Room Cabin 16ft", 85),
        ],
      ),
    ]),
    l1("FEN", "Fencing & Barriers", "Temporary fencing, hoarding and pedestrian barriers.", [
      l2(
        "HER",
        "Temporary Fencing",
        "Mesh fence panels, blocks, clamps and gates to secure sites and events.",
        "Panel size: 3.5 m x 2.0 m; Standard: BS 1722-18 anti-climb options; Fixing: Rubber block, clamp, stay; Gates: Pedestrian and vehicle",
        [
          p("Heras Fence Panel 3.5m", 2.5),
          p("Anti-Climb Fence Panel 3.5m", 3.5),
          p("Fence Block Rubber", 0.75),
          p("Fence Clamp", 0.35),
          p("Fence Gate Pedestrian", 6),
          p("Fence Stabiliser Stay", 1),
        ],
      ),
      l2(
        "BAR",
        "Pedestrian Barriers",
        "Chapter 8 pedestrian barriers and crowd control barriers for roadworks and events.",
        "Length: 2.0 m to 2.3 m; Height: 1.0 m to 1.1 m; Standard: Chapter 8 compliant; Colours: Red/white or blue/white",
        [
          p("Chapter 8 Pedestrian Barrier 2m", 3),
          p("Crowd Control Barrier 2.3m", 4),
          p("Barrier Foot", 0.5),
          p("Water Filled Barrier 2m", 9),
        ],
      ),
      l2(
        "HOA",
        "Hoarding",
        "Solid hoarding panels for secure, private and brandable site boundaries.",
        "Panel size: 3.5 m x 2.0 m; Material: Steel or plastic; Fixing: Blocks and clamps; Finish: Graphics ready",
        [p("Solid Hoarding Panel 3.5m", 6), p("Plastic Hoarding Panel 2m", 4.5)],
      ),
    ]),
    l1("TRF", "Traffic Management", "Traffic lights, signs, cones, road plates and ramps.", [
      l2(
        "SIG",
        "Traffic Lights & Signs",
        "Portable traffic signals, stop/go boards and roadworks signs.",
        "Signals: 2-way or 3-way, battery; Signs: 600 mm to 1,050 mm triangles; Standard: Chapter 8, Traffic Signs Manual",
        [
          p("Portable Traffic Lights", "2-Way=145|3-Way=195"),
          p("Road Works Ahead Sign", "750mm=6|1050mm=9"),
          p("Stop/Go Board", 5),
          p("Sign Frame", 3),
        ],
      ),
      l2(
        "CON",
        "Cones & Road Lamps",
        "Traffic cones, road lamps and cylinders for lane closures and site routes.",
        "Cone height: 450 mm to 1,000 mm; Lamps: Flashing or steady LED; Standard: BS EN 13422",
        [p("Traffic Cone", "450mm=0.75|750mm=1|1000mm=1.5"), p("Road Lamp LED", 1.5), p("Delineator Cylinder", 1.5)],
      ),
      l2(
        "PLT",
        "Road Plates & Ramps",
        "Steel road plates, trench covers and cable protector ramps.",
        "Plate sizes: 1.2 m x 1.2 m to 2.5 m x 1.25 m; Material: Non-slip steel; Ramps: 2- to 5-channel cable protectors",
        [
          p("Road Plate", "1.2m x 1.2m=18|2.5m x 1.25m=28"),
          p("Trench Cover Pedestrian 1.2m", 8),
          p("Cable Protector Ramp 5-Channel", 6),
        ],
      ),
    ]),
    l1("SAF", "Safety & PPE", "PPE, gas detectors and fire safety equipment.", [
      l2(
        "PPE",
        "Personal Protective Equipment",
        "Hard hats, hi-vis, eye and ear protection, masks and gloves to buy at the counter.",
        "Standards: EN 397 helmets, EN ISO 20471 hi-vis, EN 166 eyewear, EN 352 ear defenders, EN 149 masks; Sold: Each, ex VAT",
        [
          p("Safety Helmet", "White=6.5|Yellow=6.5"),
          p("Hi-Vis Vest", "Yellow=3.95|Orange=3.95"),
          p("Safety Glasses Clear", 2.95),
          p("Ear Defenders", 8.95),
          p("FFP3 Dust Mask (Pack of 10)", 24.95),
          p("Rigger Gloves", 2.5),
          p("Cut Resistant Gloves Level C", 4.95),
          p("Disposable Coveralls Type 5/6", 5.95),
        ],
        { type: "Resale", docs: ["PPE Selection Guide"] },
      ),
      l2(
        "GAS",
        "Gas Detectors",
        "Personal and area gas detectors for confined spaces, drains and excavations.",
        "Gases: O2, CO, H2S, LEL (4-gas); Alarm: Audible, visual and vibrating; Calibration: Certificate supplied",
        [p("4-Gas Detector", 35), p("Single Gas Detector (CO)", 18), p("Area Gas Monitor", 65)],
        { per: "per day", docs: ["Confined Space Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "FIR",
        "Fire Safety",
        "Fire extinguishers, fire points and site alarms.",
        "Extinguishers: CO2, foam, powder; Fire points: Board with alarm; Site alarms: Wireless, linked",
        [
          p("Fire Extinguisher", "CO2 2kg=4|Foam 6L=4|Powder 6kg=4"),
          p("Fire Point Board", 6),
          p("Wireless Site Fire Alarm Call Point", 9),
        ],
        { docs: ["Fire Safety on Site Guide"] },
      ),
    ]),
    l1("EQP", "Site Equipment", "Rubbish chutes, water bowsers and tool vaults.", [
      l2(
        "CHT",
        "Rubbish Chutes",
        "Rubbish chute sections and hoppers for safe disposal of waste from height.",
        "Section length: 1.1 m; Material: Heavy duty polyethylene; Fixing: Scaffold bracket and chains; Hopper: Wide entry",
        [p("Rubbish Chute Section", 3), p("Rubbish Chute Hopper", 4), p("Chute Scaffold Bracket", 2)],
      ),
      l2(
        "WAT",
        "Water Bowsers",
        "Towable water bowsers for welfare, dust suppression and site cleaning.",
        "Capacity: 1,100 l to 2,000 l; Towable: Road legal; Pump: Optional petrol; Outlets: Tap and hose",
        [p("Water Bowser Towable", "1100L=65|2000L=85"), p("Dust Suppression Bowser with Pump", 110)],
      ),
      l2(
        "VLT",
        "Tool Vaults & Storage",
        "Steel tool vaults and site chests with anti-theft locking.",
        "Sizes: 1.0 m to 2.0 m; Material: Steel with anti-theft lock; Castors: Optional",
        [p("Tool Vault", "1.0m=12|1.2m=15|2.0m=22"), p("Site Chest Secure", 14)],
      ),
    ]),
  ],
};
