import { l1, l2, p, type TopDef } from "./dsl.js";

export const gardening: TopDef = {
  code: "GDN",
  name: "Gardening & Landscaping",
  description: "Mowers, hedge trimmers, chainsaws, chippers, tillers and landscaping tools.",
  intro:
    "Get the garden back under control or build a new one. We hire professional petrol and battery garden machinery, from strimmers and scarifiers to tracked stump grinders and towable wood chippers.",
  advice:
    "Wear the right protective clothing: chainsaw trousers, boots and helmet for saws; eye and ear protection for trimmers, chippers and blowers. Clear stones and debris before mowing, and never reach into a chipper feed.",
  points: [
    "Petrol machines supplied fuelled and ready to start",
    "Chains and blades sharpened between every hire",
    "Battery tools supplied with two batteries and a charger",
    "Trailers and ramps for towable chippers and stump grinders",
  ],
  featured: true,
  per: "per day",
  docs: ["Garden Machinery Safety Guide", "Operating Instructions"],
  pictogram: "gardening",
  children: [
    l1("LAW", "Lawn Care", "Mowers, scarifiers, aerators and turf cutters.", [
      l2(
        "MOW",
        "Lawn Mowers",
        "Rotary, flail and ride-on mowers for lawns, paddocks and rough grass.",
        "Cutting width: 46 cm to 107 cm; Engine: Petrol or battery; Drive: Push or self-propelled; Collection: Rear bag or mulch",
        [
          p("Petrol Lawn Mower Self-Propelled", "46cm=32|53cm=36"),
          p("Rotary Mower Rough Cut 53cm", 42),
          p("Flail Mower Petrol", 75),
          p("Ride-On Mower", 95),
          p("Cordless Lawn Mower 36V", 30),
        ],
      ),
      l2(
        "SCR",
        "Scarifiers & Aerators",
        "Scarifiers remove moss and thatch; aerators relieve compaction for a healthier lawn.",
        "Working width: 380 mm to 500 mm; Depth: adjustable to 15 mm (scarifier), 80 mm (aerator); Engine: Petrol",
        [p("Petrol Scarifier", 42), p("Lawn Aerator Hollow Tine", 55), p("Lawn Edger Petrol", 38)],
      ),
      l2(
        "TRF",
        "Turf Cutters",
        "Turf cutters lift turf in neat rolls for re-laying or clearing ground for paving.",
        "Cutting width: 300 mm to 400 mm; Cutting depth: up to 60 mm; Engine: Honda petrol; Weight: 90 kg to 120 kg",
        [p("Turf Cutter", "300mm=62|400mm=72"), p("Turf Roller Water Filled", 14)],
      ),
    ]),
    l1("TRE", "Hedge & Tree Care", "Hedge trimmers, chainsaws, chippers, stump grinders and log splitters.", [
      l2(
        "HED",
        "Hedge Trimmers",
        "Petrol, battery and long reach hedge trimmers for every size of hedge.",
        "Blade length: 500 mm to 750 mm; Reach: up to 3.9 m (long reach); Engine: Petrol or 36 V battery; Cutting capacity: up to 30 mm",
        [
          p("Petrol Hedge Trimmer", "600mm=32|750mm=35"),
          p("Long Reach Hedge Trimmer", 38),
          p("Cordless Hedge Trimmer 36V", 30),
          p("Electric Hedge Trimmer 240V", 20),
        ],
      ),
      l2(
        "CHN",
        "Chainsaws & Pole Pruners",
        "Petrol and battery chainsaws and pole pruners for felling, logging and pruning.",
        "Bar length: 10 in to 20 in; Engine: 35 cc to 60 cc or battery; Pole reach: up to 4.5 m; Chain brake: Fitted",
        [
          p("Petrol Chainsaw", "14in=42|18in=48|20in=55"),
          p("Top Handle Chainsaw 12in", 45),
          p("Electric Chainsaw 240V", 28),
          p("Cordless Chainsaw 36V", 38),
          p("Pole Pruner Petrol", 42),
        ],
        { docs: ["Chainsaw Safety Guide", "Operating Instructions"] },
      ),
      l2(
        "CHP",
        "Wood Chippers & Shredders",
        "Towable and tracked wood chippers and garden shredders that turn branches into mulch.",
        "Capacity: 40 mm to 150 mm branches; Engine: 240V, petrol or diesel; Towing: Road-towable models under 750 kg",
        [
          p("Wood Chipper Petrol Towable", "4in=95|6in=135"),
          p("Tracked Wood Chipper 6in", 175),
          p("Garden Shredder 240V", 35),
          p("Petrol Garden Shredder", 55),
        ],
      ),
      l2(
        "STU",
        "Stump Grinders",
        "Stump grinders remove tree stumps below ground level without digging.",
        "Cutting depth: up to 300 mm below ground; Engine: 13 hp to 38 hp petrol; Width: 0.7 m (fits through gates)",
        [p("Stump Grinder Petrol 13hp", 95), p("Tracked Stump Grinder", 185)],
      ),
      l2(
        "LOG",
        "Log Splitters",
        "Hydraulic log splitters for firewood and tree work.",
        "Splitting force: 5 t to 20 t; Log length: up to 1.05 m; Power: 240V or petrol",
        [p("Log Splitter", "Electric 5t=32|Petrol 8t=48|Petrol 20t Towable=85")],
      ),
    ]),
    l1("GRC", "Ground Care", "Tillers, strimmers, brushcutters and leaf blowers.", [
      l2(
        "TIL",
        "Tillers & Rotavators",
        "Petrol tillers and rotavators break up and cultivate soil for new beds and lawns.",
        "Working width: 300 mm to 900 mm; Depth: up to 250 mm; Engine: Honda petrol; Tines: Front or rear",
        [p("Petrol Tiller (Rotavator)", "Mini=32|Medium=42|Heavy Duty=55"), p("Rear Tine Tiller", 60)],
      ),
      l2(
        "STR",
        "Strimmers & Brushcutters",
        "Petrol and battery grass trimmers and brushcutters for long grass, nettles and brambles.",
        "Cutting head: Nylon line or 3-tooth blade; Engine: 25 cc to 45 cc or 36 V battery; Harness: Double shoulder",
        [
          p("Petrol Strimmer (Grass Trimmer)", 28),
          p("Brushcutter Petrol", "Standard=35|Heavy Duty=42"),
          p("Cordless Grass Trimmer 36V", 26),
        ],
      ),
      l2(
        "BLW",
        "Leaf Blowers & Garden Vacs",
        "Backpack and handheld leaf blowers and garden vacuums for clearing leaves and debris.",
        "Air speed: up to 90 m/s; Engine: Petrol or 36 V battery; Type: Handheld or backpack",
        [
          p("Petrol Leaf Blower", "Backpack=32|Handheld=26"),
          p("Cordless Leaf Blower 36V", 24),
          p("Garden Vac Petrol", 38),
        ],
      ),
    ]),
    l1("LND", "Landscaping", "Post hole borers, power barrows and slab lifters.", [
      l2(
        "PST",
        "Post Hole Borers & Drivers",
        "Petrol augers and post drivers for fencing, decking and planting.",
        "Auger diameter: 100 mm to 300 mm; Depth: up to 1 m; Engine: Petrol; Operators: 1-man or 2-man",
        [p("Post Hole Borer", "1-Man=42|2-Man=55"), p("Post Driver Petrol", 55), p("Manual Post Driver", 9)],
      ),
      l2(
        "BAR",
        "Power Barrows & Wheelbarrows",
        "Tracked power barrows carry heavy loads over rough ground and up ramps.",
        "Payload: 300 kg to 500 kg; Drive: Tracked or wheeled; Tip: Hydraulic high tip (selected models); Width: 0.7 m",
        [p("Power Barrow Tracked", "300kg=75|500kg=95", { also: ["PLA-DMP-TRK"] }), p("Heavy Duty Wheelbarrow", 8)],
      ),
      l2(
        "PAV",
        "Paving & Slab Tools",
        "Slab lifters, vacuum lifters and paving tools for laying patios and kerbs.",
        "Lifting capacity: up to 200 kg (vacuum lifters); Slab size: up to 900 mm x 900 mm; Kerb lifter: 2-person",
        [p("Vacuum Slab Lifter", 85), p("Slab Lifter Manual", 12), p("Kerb Lifter", 12), p("Paving Laying Tool", 10)],
      ),
    ]),
    l1("SUP", "Garden Supplies", "Trimmer line, chain oil and garden consumables to buy.", [
      l2(
        "CON",
        "Garden Consumables",
        "Trimmer line, chain oil, fuel cans and garden sundries to buy with your hire.",
        "Products: Trimmer line, chain oil, 2-stroke oil, sacks; Sold: Each, ex VAT",
        [
          p("Trimmer Line 2.4mm x 87m", 12.5),
          p("Chainsaw Chain Oil 5L", 18.95),
          p("2-Stroke Oil 1L", 9.95),
          p("Garden Waste Bag (Pack of 10)", 6.5),
        ],
        { type: "Resale", docs: ["COSHH Data Sheet"] },
      ),
    ]),
  ],
};
