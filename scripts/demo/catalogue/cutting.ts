import { l1, l2, p, type TopDef } from "./dsl.js";

export const cutting: TopDef = {
  code: "CUT",
  name: "Cutting",
  description: "Disc cutters, floor saws, wall chasers, mitre saws, tile cutters and diamond blades.",
  intro:
    "Cut concrete, stone, steel, timber and tile cleanly and safely. Our saws come with fresh blades fitted, water suppression for silica dust, and trolleys and guides that make straight cuts easy.",
  advice:
    "Cutting concrete and stone releases silica dust: always use water suppression or on-tool extraction and an FFP3 mask. Check the blade is rated for the material and the machine's speed, and never cut with the upper quadrant of a disc cutter blade.",
  points: [
    "Blades checked and fitted before every hire",
    "Water suppression kits for every petrol disc cutter",
    "Diamond blades to buy, with a free blade check at the counter",
    "Trolleys and rail guides for straight cuts",
  ],
  featured: true,
  per: "per day",
  docs: ["Disc Cutter Safety Guide", "Silica Dust Guidance", "Operating Instructions"],
  pictogram: "cutting",
  children: [
    l1("DSC", "Disc Cutters", "Petrol, electric and cordless disc cutters, with trolleys.", [
      l2(
        "PET",
        "Petrol Disc Cutters",
        "Petrol disc cutters (Stihl saws) for kerbs, slabs, pipes and steel on any site.",
        "Blade: 300 mm or 350 mm; Cutting depth: 100 mm to 125 mm; Engine: 66 cc to 77 cc 2-stroke; Water suppression: Fitted",
        [
          p("Petrol Disc Cutter", "300mm=38|350mm=42"),
          p("Stihl TS410 Disc Cutter 300mm", 40),
          p("Stihl TS420 Disc Cutter 350mm", 44),
          p("Husqvarna K770 Disc Cutter", "300mm=42|350mm=45"),
          p("Stihl TS800 Disc Cutter 400mm", 52),
        ],
      ),
      l2(
        "ELE",
        "Electric & Cordless Disc Cutters",
        "Electric and battery disc cutters for indoor cutting with no exhaust fumes.",
        "Blade: 230 mm to 350 mm; Cutting depth: 70 mm to 125 mm; Power: 110V, 240V or 36 V battery; Water feed: Fitted",
        [
          p("Electric Disc Cutter", "110V 300mm=38|240V 300mm=38"),
          p("Cordless Disc Cutter 36V 230mm", 44),
          p("Stihl TSA230 Battery Disc Cutter", 42),
        ],
      ),
      l2(
        "TRL",
        "Disc Cutter Trolleys & Water Tanks",
        "Cutting trolleys and pressurised water bottles that make disc cutting straighter and safer.",
        "Fits: 300 mm and 350 mm disc cutters; Water tank: 10 l to 15 l pressurised; Depth stop: Adjustable",
        [p("Disc Cutter Trolley", 15), p("Pressurised Water Bottle 10L", 6), p("Pipe Cutting Guide", 12)],
        { docs: [] },
      ),
    ]),
    l1("SAW", "Masonry & Floor Saws", "Floor saws, wall chasers, block splitters and tile cutters.", [
      l2(
        "FLR",
        "Floor Saws",
        "Walk-behind floor saws for cutting concrete and asphalt roads, slabs and expansion joints.",
        "Blade: 450 mm to 650 mm; Cutting depth: 165 mm to 260 mm; Engine: Petrol or diesel; Water tank: 30 l to 60 l",
        [
          p("Floor Saw Petrol", "450mm=75|500mm=85"),
          p("Floor Saw 650mm Diesel", 125),
          p("Electric Floor Saw 415V", 110),
        ],
      ),
      l2(
        "WAL",
        "Wall Chasers & Wall Saws",
        "Wall chasers cut neat twin slots for cables and pipes with dust extraction.",
        "Cutting depth: 30 mm to 45 mm; Chase width: 6 mm to 40 mm; Power: 110V or 240V; Extraction: M class port",
        [
          p("Wall Chaser {v}", "110V 125mm=32|240V 125mm=32|110V 150mm=38"),
          p("Ring Saw Hydraulic", 145),
          p("Wall Saw Track Mounted", 320),
        ],
      ),
      l2(
        "BLK",
        "Block Splitters & Masonry Saws",
        "Block splitters and bench masonry saws for accurate cuts in block, brick and paving.",
        "Splitter capacity: up to 330 mm; Bench saw blade: 350 mm to 500 mm; Power: 110V, 240V or petrol; Water: Recirculating pump",
        [
          p("Block Splitter (Guillotine)", "330mm=32|450mm=40"),
          p("Bench Masonry Saw {v}", "110V 350mm=48|240V 350mm=48"),
          p("Brick Saw Petrol 500mm", 58),
          p("Kerb Splitter", 38),
        ],
      ),
      l2(
        "TIL",
        "Tile Cutters",
        "Manual and wet electric tile cutters for wall and floor tiles up to 1.2 m.",
        "Cutting length: 600 mm to 1,250 mm; Blade: 180 mm to 250 mm (wet saws); Power: 110V or 240V; Material: Ceramic, porcelain and stone",
        [
          p("Manual Tile Cutter", "600mm=18|900mm=22|1250mm=28"),
          p("Wet Tile Saw {v}", "240V=28|110V=28"),
          p("Rail Tile Saw 1200mm 240V", 42),
        ],
      ),
    ]),
    l1("WOD", "Woodworking Saws", "Mitre saws, table saws, circular saws and reciprocating saws.", [
      l2(
        "MIT",
        "Mitre Saws",
        "Mitre saws cut accurate angles in skirting, architrave, timber and uPVC.",
        "Blade: 216 mm to 305 mm; Cross cut: up to 340 mm (sliding); Bevel: 0 to 48 degrees; Power: 110V or 240V",
        [
          p("Mitre Saw {v}", "110V 254mm=26|240V 254mm=26"),
          p("Sliding Mitre Saw {v}", "110V 305mm=34|240V 305mm=34"),
          p("Mitre Saw Stand", 12),
        ],
      ),
      l2(
        "TAB",
        "Table & Site Saws",
        "Table saws and site saw benches for ripping sheet materials and timber.",
        "Blade: 254 mm to 315 mm; Cutting depth: 70 mm to 110 mm; Table: with extension and rip fence; Power: 110V, 240V or 415V",
        [p("Table Saw {v}", "110V 254mm=32|240V 254mm=32"), p("Site Saw Bench 315mm 110V", 42)],
      ),
      l2(
        "CIR",
        "Circular & Plunge Saws",
        "Hand-held circular and plunge saws for cutting timber, sheet materials and worktops.",
        "Blade: 160 mm to 235 mm; Cutting depth: 55 mm to 85 mm; Power: 110V, 240V or 18 V battery; Guide rail: 1.4 m available",
        [
          p("Circular Saw {v}", "110V 190mm=18|240V 190mm=18|110V 235mm=22"),
          p("Plunge Saw {v}", "110V=26|240V=26"),
          p("Cordless Circular Saw 18V", 22),
          p("Plunge Saw Guide Rail 1.4m", 8),
        ],
      ),
      l2(
        "REC",
        "Reciprocating Saws & Jigsaws",
        "Reciprocating saws and jigsaws for demolition, pruning and curved cuts.",
        "Stroke: 20 mm to 32 mm; Capacity: 250 mm timber, 20 mm steel; Power: 110V, 240V or 18 V battery",
        [
          p("Reciprocating Saw {v}", "110V=18|240V=18"),
          p("Cordless Reciprocating Saw 18V", 20),
          p("Jigsaw {v}", "110V=16|240V=16"),
          p("Alligator Saw 110V", 28),
        ],
      ),
    ]),
    l1("MET", "Metal Cutting", "Chop saws, cold cut saws, nibblers and rebar cutters.", [
      l2(
        "CHP",
        "Metal Chop Saws",
        "Abrasive and cold cut chop saws for steel section, tube and bar.",
        "Blade: 355 mm; Capacity: 125 mm round bar; Power: 110V or 240V; Speed: 1,300 rpm (cold cut) to 3,800 rpm (abrasive)",
        [
          p("Metal Cut Off Saw 355mm {v}", "110V=24|240V=24"),
          p("Cold Cut Saw 355mm 110V", 32),
          p("Portable Band Saw 110V", 30),
        ],
      ),
      l2(
        "REB",
        "Rebar Cutters & Benders",
        "Hydraulic and electric tools for cutting and bending reinforcing bar on site.",
        "Capacity: up to 32 mm rebar; Power: 110V or manual; Bend angle: 0 to 180 degrees",
        [p("Rebar Cutter 110V", "25mm=45|32mm=58"), p("Rebar Bender 110V", 55), p("Manual Rebar Cutter & Bender", 22)],
      ),
      l2(
        "NIB",
        "Nibblers & Shears",
        "Nibblers and shears cut sheet steel, cladding and profile roofing without distortion.",
        "Capacity: 1.6 mm to 3.2 mm mild steel; Power: 110V or 240V; Profile: Flat and corrugated",
        [p("Nibbler {v}", "110V=22|240V=22"), p("Metal Shear 110V", 24), p("Profile Sheet Cutter 110V", 30)],
      ),
    ]),
    l1("CON", "Cutting Consumables", "Diamond blades and abrasive discs to buy.", [
      l2(
        "DIA",
        "Diamond Blades",
        "Professional diamond blades for general building materials, hard materials and asphalt.",
        "Diameters: 115 mm to 450 mm; Bore: 20 mm or 25.4 mm; Segment height: 10 mm to 12 mm; Sold: Each, ex VAT",
        [
          p("Diamond Blade 300mm", "General Purpose=45|Hard Materials=62|Asphalt=58"),
          p("Diamond Blade 350mm", "General Purpose=58|Hard Materials=78|Asphalt=72"),
          p("Diamond Blade", "115mm=12.95|125mm=14.95|230mm=29.95"),
          p("Diamond Floor Saw Blade", "450mm=145|500mm=168"),
          p("Diamond Tile Blade 200mm", 39.95),
        ],
        { type: "Resale", docs: ["Diamond Blade Selection Guide"] },
      ),
      l2(
        "ABR",
        "Abrasive Discs",
        "Abrasive cutting and grinding discs for metal and stone.",
        "Diameters: 115 mm to 355 mm; Types: Metal cutting, stone cutting, grinding, flap; Standard: EN 12413; Sold: Each, ex VAT",
        [
          p("Metal Cutting Disc", "115mm=1.25|230mm=2.75|300mm=6.5"),
          p("Stone Cutting Disc 300mm", 6.95),
          p("Chop Saw Abrasive Disc 355mm", 7.5),
          p("Flap Disc 115mm 60 Grit", 2.95),
        ],
        { type: "Resale", docs: [] },
      ),
    ]),
  ],
};
