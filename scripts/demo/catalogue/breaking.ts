import { l1, l2, p, type TopDef } from "./dsl.js";

export const breaking: TopDef = {
  code: "BRK",
  name: "Breaking & Drilling",
  description: "Breakers, SDS drills, core drills and demolition tools for concrete, brick and stone.",
  intro:
    "Our breaking and drilling range runs from cordless SDS drills to petrol road breakers and remote-controlled demolition robots. Every tool is PAT-tested, fitted with fresh brushes and supplied with the right steels and bits for the job.",
  advice:
    "Breakers and hammer drills expose users to hand-arm vibration: check the tool's vibration value and trigger time on the label, plan breaks, and wear eye, ear and dust protection. Use 110V tools on construction sites with a site transformer.",
  points: [
    "Every electric tool PAT-tested and labelled with its HAV exposure points",
    "Steels, chisels and bits available to hire or buy with the tool",
    "110V tools supplied with a matching transformer on request",
    "Low-vibration models available for long demolition jobs",
  ],
  featured: true,
  per: "per day",
  docs: ["Breaker Safety Guide", "Hand-Arm Vibration Guidance", "Operating Instructions"],
  pictogram: "breaking",
  children: [
    l1("BRK", "Breakers", "Electric, petrol, pneumatic and hydraulic breakers for concrete, tarmac and masonry.", [
      l2(
        "HD",
        "Heavy Duty Breakers",
        "Heavy duty electric breakers for breaking out concrete slabs, foundations and road surfaces.",
        "Weight: 27 kg to 32 kg; Impact energy: 45 J to 72 J; Power: 1,700 W to 2,100 W; Shank: 28 mm hex; Vibration: 4.5 to 7.6 m/s²",
        [
          p("Heavy Duty Breaker {v}", "110V=48|240V=48"),
          p("Kango 950X Breaker {v}", "110V=52|240V=52"),
          p("Hilti TE 1000 Breaker {v}", "110V=58|240V=58"),
          p("Makita HM1812 Heavy Breaker {v}", "110V=56|240V=56"),
          p("Low Vibration Heavy Breaker 110V", 60),
        ],
      ),
      l2(
        "MED",
        "Medium Breakers",
        "Medium breakers for lifting floor tiles, breaking screed and opening up walls.",
        "Weight: 10 kg to 17 kg; Impact energy: 20 J to 33 J; Power: 1,300 W to 1,600 W; Shank: SDS Max or 21 mm hex; Vibration: 6.0 to 9.2 m/s²",
        [
          p("Medium Breaker {v}", "110V=36|240V=36"),
          p("Kango 750 Breaker {v}", "110V=38|240V=38"),
          p("Makita HM1307 Breaker {v}", "110V=40|240V=40"),
          p("Hilti TE 700 Breaker 110V", 42),
        ],
      ),
      l2(
        "LGT",
        "Light Breakers & Demolition Hammers",
        "Light demolition hammers for chasing, tile removal and light breaking at shoulder height.",
        "Weight: 5.5 kg to 9 kg; Impact energy: 8 J to 19 J; Power: 1,100 W to 1,500 W or 36 V battery; Shank: SDS Max",
        [
          p("Light Breaker {v}", "110V=28|240V=28"),
          p("Kango 637 Demolition Hammer {v}", "110V=30|240V=30"),
          p("Cordless Breaker 36V", 38),
          p("SDS Max Demolition Hammer 110V", 32),
        ],
      ),
      l2(
        "PET",
        "Petrol Breakers",
        "Self-contained petrol breakers for remote sites with no power supply or compressor.",
        "Weight: 23 kg to 25 kg; Impact energy: 35 J to 55 J; Engine: 2-stroke or 4-stroke petrol; Shank: 28 mm or 32 mm hex; Fuel: Alkylate petrol recommended",
        [
          p("Atlas Copco Cobra Combi Petrol Breaker", 85),
          p("Petrol Breaker 4-Stroke", 92),
          p("Wacker Neuson BH23 Petrol Breaker", 88),
          p("Petrol Breaker & Drill Combi", 90),
        ],
      ),
      l2(
        "AIR",
        "Pneumatic Breakers",
        "Pneumatic road breakers and clay spades to run from a towable compressor.",
        "Weight: 10 kg to 28 kg; Air consumption: 28 to 60 cfm at 90 psi; Shank: 22 mm or 25 mm hex; Hose: 3/4 in claw coupling",
        [
          p("Pneumatic Road Breaker", "28kg=24|17kg=20"),
          p("Pneumatic Clay Spade", 20),
          p("Pneumatic Breaker Hose 15m", 8),
          p("Low Vibration Pneumatic Breaker 25kg", 28),
        ],
        { docs: ["Breaker Safety Guide", "Compressed Air Safety Guide"] },
      ),
      l2(
        "HYD",
        "Hydraulic Breakers",
        "Hydraulic hand-held breakers with petrol power packs, favoured by utilities for low vibration.",
        "Breaker weight: 20 kg to 25 kg; Power pack: 13 hp to 18 hp petrol; Flow: 20 to 30 l/min; Vibration: as low as 4.1 m/s²",
        [p("Hydraulic Breaker & Power Pack", "20kg=110|25kg=125"), p("Hydraulic Power Pack 20lpm", 78)],
      ),
    ]),
    l1("DRL", "Drilling", "SDS, core, magnetic and rotary drills for masonry, concrete and steel.", [
      l2(
        "SDS",
        "SDS Plus Drills",
        "SDS Plus rotary hammer drills for fixings and holes up to 28 mm in masonry and concrete.",
        "Drilling capacity: 4 mm to 28 mm in concrete; Impact energy: 2.0 J to 3.2 J; Modes: Rotary, hammer, chisel; Power: 110V, 240V or 18 V battery",
        [
          p("SDS Plus Rotary Hammer Drill {v}", "110V=22|240V=22"),
          p("Hilti TE 30 SDS Drill {v}", "110V=26|240V=26"),
          p("Cordless SDS Drill 18V", 26),
          p("SDS Drill with Dust Extraction 110V", 32),
        ],
      ),
      l2(
        "MAX",
        "SDS Max Drills",
        "SDS Max combi hammers for large diameter holes, core bits and heavy chiselling.",
        "Drilling capacity: 12 mm to 52 mm (core bits to 125 mm); Impact energy: 6 J to 12 J; Weight: 6.5 kg to 11.5 kg; Power: 1,100 W to 1,500 W",
        [
          p("SDS Max Combi Hammer {v}", "110V=32|240V=32"),
          p("Kango 900 Combi Hammer {v}", "110V=34|240V=34"),
          p("Makita HR4013C Rotary Hammer 110V", 35),
        ],
      ),
      l2(
        "DIA",
        "Diamond Core Drills",
        "Wet and dry diamond core drills for service holes through concrete, brick and stone.",
        "Core diameter: 38 mm to 350 mm; Motor: 1,800 W to 3,200 W; Mounting: Hand-held or rig; Cooling: Water feed or dry vacuum",
        [
          p("Diamond Core Drill Rig {v}", "110V=68|240V=68"),
          p("Hand Held Core Drill {v}", "110V=45|240V=45"),
          p("Core Drill Stand & Vacuum Base", 22),
          p("Core Drill Water Bottle 10L", 6),
        ],
        { docs: ["Core Drilling Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "MAG",
        "Magnetic Drills",
        "Magnetic base drills for accurate holes in structural steel using annular cutters.",
        "Cutter capacity: 12 mm to 50 mm; Magnet adhesion: 10,000 N to 18,000 N; Depth of cut: 50 mm; Power: 110V",
        [p("Magnetic Base Drill 110V", "32mm=48|50mm=58"), p("Cordless Magnetic Drill 18V", 55)],
      ),
      l2(
        "ROT",
        "Rotary & Diamond Drills",
        "Heavy duty rotary and right-angle drills for timber, steel and mixing.",
        "Chuck: 13 mm keyed or 16 mm; Speed: 0 to 900 rpm; Power: 850 W to 1,200 W; Capacity: 13 mm steel, 40 mm timber",
        [
          p("Heavy Duty Rotary Drill {v}", "110V=18|240V=18"),
          p("Right Angle Drill 110V", 24),
          p("Dry Diamond Drill 110V", 32),
        ],
      ),
    ]),
    l1("DEM", "Demolition", "Demolition robots, crushers, bursters and scabblers for controlled demolition.", [
      l2(
        "ROB",
        "Demolition Robots",
        "Remote-controlled demolition robots keep the operator away from vibration, dust and falling debris.",
        "Weight: 500 kg to 1,700 kg; Reach: 2.9 m to 5.1 m; Breaker: 100 J to 700 J; Power: 415V electric; Width: 0.78 m",
        [
          p("Brokk 110 Demolition Robot", 1650, { per: "per week" }),
          p("Husqvarna DXR 145 Demolition Robot", 1850, { per: "per week" }),
        ],
      ),
      l2(
        "CRU",
        "Concrete Crushers & Bursters",
        "Hydraulic crushers and rock bursters split concrete and stone without vibration or noise.",
        "Jaw opening: 150 mm to 250 mm; Splitting force: 250 t to 400 t; Power: Hydraulic pack; Hole size: 35 mm to 40 mm",
        [
          p("Hydraulic Concrete Crusher", 125),
          p("Rock & Concrete Splitter", 145),
          p("Hydraulic Pipe Cutter for Piles", 135),
        ],
      ),
      l2(
        "SCB",
        "Scabblers & Floor Strippers",
        "Scabblers, needle guns and floor strippers for removing concrete surface, paint, tiles and vinyl.",
        "Working width: 50 mm to 250 mm; Heads: 1 to 5; Air supply: 40 to 90 cfm (pneumatic); Power: 110V or 240V (electric)",
        [
          p("Pneumatic Floor Scabbler", "3-Head=48|5-Head=62"),
          p("Single Head Scabbler", 28),
          p("Needle Gun Scaler", 22),
          p("Electric Floor Stripper {v}", "110V=42|240V=42"),
          p("Tile Stripper 110V", 30),
        ],
      ),
    ]),
    l1("ACS", "Breaking & Drilling Accessories", "Breaker steels, chisels, drill bits and core bits to hire or buy.", [
      l2(
        "STL",
        "Breaker Steels & Chisels",
        "Points, chisels, clay spades and bushing tools to fit our breakers and demolition hammers.",
        "Fitting: SDS Max, 21 mm hex, 28 mm hex, 32 mm hex; Length: 280 mm to 520 mm; Types: Point, chisel, spade, scutch, bushing",
        [
          p("Breaker Point {v}", "28mm Hex=6.5|SDS Max=5.5"),
          p("Breaker Chisel {v}", "28mm Hex 35mm=6.5|SDS Max 25mm=5.5"),
          p("Breaker Clay Spade 28mm Hex", 7.5),
          p("Bushing Tool SDS Max", 8.5),
        ],
        { docs: [] },
      ),
      l2(
        "BIT",
        "Drill Bits & Core Bits",
        "Quality SDS drill bits, core bits and steel drills to buy with your hire.",
        "Fittings: SDS Plus, SDS Max, 1¼ in UNC (core bits); Diameters: 5 mm to 152 mm; Sold: Each, ex VAT",
        [
          p(
            "SDS Plus Drill Bit",
            "6mm x 160mm=3.95|8mm x 210mm=4.45|10mm x 210mm=4.95|12mm x 260mm=6.25|16mm x 310mm=9.5",
          ),
          p("SDS Max Drill Bit", "18mm x 540mm=24|25mm x 520mm=29|32mm x 570mm=38"),
          p("Diamond Core Bit", "52mm=58|107mm=85|127mm=96|152mm=118", { also: ["BRK-DRL-DIA"] }),
          p("SDS Plus Drill Bit Set 7 Piece", 19.95),
          p("HSS Drill Bit Set 19 Piece", 24.95),
        ],
        { type: "Resale", docs: [] },
      ),
    ]),
  ],
};
