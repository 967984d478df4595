import { l1, l2, p, type TopDef } from "./dsl.js";

export const cleaning: TopDef = {
  code: "CLN",
  name: "Cleaning",
  description: "Pressure washers, carpet cleaners, scrubber dryers, vacuums and dust extraction.",
  intro:
    "Whether it is a patio, a warehouse floor or a flooded office, our cleaning range gets it done. Machines are cleaned, descaled and tested between every hire, and we stock the detergents, shampoos and defoamers they need.",
  advice:
    "Use only the detergents recommended for each machine, read the COSHH data sheet before you start, keep electrical connections away from water and never point a pressure lance at people or animals.",
  points: [
    "Machines cleaned, sanitised and tested between hires",
    "Matching detergents and shampoos sold by the branch",
    "110V and 240V models for site and domestic use",
    "Hoses, lances and floor tools included as standard",
  ],
  featured: false,
  per: "per day",
  docs: ["COSHH Data Sheet", "Operating Instructions"],
  pictogram: "cleaning",
  children: [
    l1("PW", "Pressure Washers", "Electric, petrol and hot water pressure washers for patios, vehicles and plant.", [
      l2(
        "ELE",
        "Electric Pressure Washers",
        "Electric pressure washers for patios, decking, vehicles and general cleaning.",
        "Pressure: 1,500 psi to 2,200 psi (100 to 150 bar); Flow: 7 to 13 l/min; Power: 110V or 240V; Hose: 10 m high pressure",
        [
          p("Pressure Washer {v}", "240V 1750psi=32|110V 1500psi=32|240V 2000psi=38"),
          p("Karcher HD 6/13 Pressure Washer {v}", "240V=40|110V=40"),
          p("Patio Cleaner Attachment", 12),
          p("Pressure Washer Surface Cleaner 20in", 18),
        ],
      ),
      l2(
        "PET",
        "Petrol Pressure Washers",
        "Powerful petrol pressure washers for heavy grime, plant and sites without mains power.",
        "Pressure: 2,500 psi to 4,000 psi (170 to 275 bar); Flow: 11 to 15 l/min; Engine: Honda GX petrol; Hose: 15 m high pressure",
        [
          p("Petrol Pressure Washer", "2500psi=48|3000psi=55|4000psi=68"),
          p("Petrol Pressure Washer with Turbo Lance 3000psi", 60),
        ],
      ),
      l2(
        "HOT",
        "Hot Water & Steam Cleaners",
        "Diesel-fired hot water washers and steam cleaners for grease, oil and chewing gum.",
        "Water temperature: up to 140 °C; Pressure: 1,500 psi to 2,900 psi; Burner: Diesel fired; Power: 240V or 415V",
        [
          p("Hot Water Pressure Washer {v}", "240V=85|110V=85"),
          p("Diesel Fired Steam Cleaner", 95),
          p("Chewing Gum Removal Machine", 75),
        ],
      ),
    ]),
    l1("FLR", "Floor Cleaning", "Carpet cleaners, scrubber dryers, polishers and sweepers.", [
      l2(
        "CAR",
        "Carpet Cleaners",
        "Professional carpet and upholstery cleaners that shampoo and extract in one pass.",
        "Cleaning width: 280 mm to 380 mm; Tank: 17 l to 38 l; Power: 240V; Drying time: 2 to 4 hours",
        [
          p("Carpet Cleaner", "Standard=32|Professional=42"),
          p("Upholstery Cleaner 240V", 26),
          p("Carpet & Upholstery Cleaner Combi", 45),
        ],
      ),
      l2(
        "SCR",
        "Scrubber Dryers",
        "Scrubber dryers wash, scrub and dry hard floors in a single pass for warehouses and retail.",
        "Cleaning width: 330 mm to 850 mm; Tank: 10 l to 110 l; Power: Battery or 240V; Productivity: up to 5,500 m²/h",
        [
          p("Walk Behind Scrubber Dryer", "Battery=95|240V=80"),
          p("Compact Scrubber Dryer 240V", 55),
          p("Ride-On Scrubber Dryer", 180),
        ],
      ),
      l2(
        "POL",
        "Floor Polishers & Rotary Cleaners",
        "Rotary floor machines for scrubbing, stripping, buffing and polishing hard floors.",
        "Pad size: 15 in to 20 in; Speed: 154 rpm (scrub) to 1,500 rpm (burnish); Power: 240V; Weight: 38 kg to 55 kg",
        [
          p("Rotary Floor Polisher", "17in=36|20in=42"),
          p("High Speed Floor Burnisher", 48),
          p("Floor Polisher Pads (Pack of 5)", 14.95, { type: "Resale" }),
        ],
      ),
      l2(
        "SWP",
        "Sweepers",
        "Pedestrian and ride-on sweepers for car parks, yards, warehouses and sites.",
        "Sweeping width: 700 mm to 1,300 mm; Hopper: 40 l to 150 l; Power: Battery, petrol or manual; Productivity: up to 9,000 m²/h",
        [p("Manual Push Sweeper", 25), p("Pedestrian Sweeper", "Battery=65|Petrol=70"), p("Ride-On Sweeper", 195)],
      ),
    ]),
    l1("VAC", "Vacuums & Dust Extraction", "Wet and dry vacuums, M and H class dust extractors and air scrubbers.", [
      l2(
        "WD",
        "Wet & Dry Vacuums",
        "Wet and dry vacuums for flood clean-up, workshops and site tidying.",
        "Tank: 30 l to 80 l; Motors: 1 to 3; Power: 110V or 240V; Accessories: Floor tool, crevice tool, 2.5 m hose",
        [
          p("Wet & Dry Vacuum {v}", "110V=20|240V=20"),
          p("Industrial Wet & Dry Vacuum 3-Motor 240V", 38),
          p("Numatic Henry Vacuum 240V", 14),
        ],
      ),
      l2(
        "DE",
        "Dust Extractors",
        "M and H class dust extractors that connect to power tools to control silica and wood dust.",
        "Dust class: M or H (BS EN 60335-2-69); Tank: 25 l to 45 l; Power: 110V or 240V; Filter cleaning: Automatic",
        [
          p("M Class Dust Extractor {v}", "110V=30|240V=30", { also: ["CUT-SAW-WAL"] }),
          p("H Class Dust Extractor {v}", "110V=38|240V=38"),
          p("Cyclone Pre-Separator", 18),
        ],
        { docs: ["Construction Dust Guidance", "COSHH Data Sheet", "Operating Instructions"] },
      ),
      l2(
        "AIR",
        "Air Scrubbers",
        "Air scrubbers and negative air units filter fine dust from rooms during refurbishment.",
        "Air flow: 600 to 2,000 m³/h; Filtration: HEPA H13; Power: 110V or 240V; Ducting: 300 mm",
        [p("Air Scrubber {v}", "110V=45|240V=45"), p("Negative Air Unit 110V", 55)],
      ),
    ]),
    l1("SPC", "Specialist Cleaning", "Blasting, graffiti removal and sanitising equipment.", [
      l2(
        "BLS",
        "Blasting & Graffiti Removal",
        "Abrasive and wet blasters for removing paint, rust and graffiti from brick, stone and steel.",
        "Pot size: 25 l to 100 l; Air requirement: 100 to 250 cfm; Media: Crushed glass, garnet or soda; Nozzle: 5 mm to 10 mm",
        [
          p("Abrasive Blaster (Sandblaster)", "25L=55|100L=85"),
          p("Wet Abrasive Blaster", 120),
          p("Graffiti Removal System", 110),
        ],
        { docs: ["COSHH Data Sheet", "Abrasive Blasting Safety Guide"] },
      ),
      l2(
        "WFP",
        "Water Fed Poles & Steam Cleaners",
        "Water fed pole systems for windows and cladding, and handheld steam cleaners for kitchens and bathrooms.",
        "Pole reach: 7.5 m to 12 m; Water: Pure water filter (DI/RO); Steam: up to 4 bar; Power: 240V or battery",
        [
          p("Water Fed Pole System", "7.5m=45|12m=58"),
          p("Handheld Steam Cleaner 240V", 18),
          p("Cylinder Steam Cleaner 240V", 28),
        ],
      ),
      l2(
        "FOG",
        "Fogging & Sanitising",
        "Foggers and electrostatic sprayers for sanitising offices, vehicles and welfare units.",
        "Droplet size: 5 to 50 microns; Tank: 2 l to 10 l; Power: 240V or battery; Coverage: up to 1,000 m²/h",
        [p("ULV Fogger 240V", 35), p("Electrostatic Sprayer Battery", 45), p("Ozone Generator 240V", 55)],
      ),
    ]),
    l1("CHM", "Cleaning Chemicals", "Detergents, shampoos and chemicals to use with our cleaning machines.", [
      l2(
        "CHM",
        "Detergents & Shampoos",
        "Concentrated detergents, shampoos and defoamers matched to our cleaning machines.",
        "Pack sizes: 1 l to 25 l; Dilution: Printed on each container; Safety: COSHH data sheet supplied; Sold: Each, ex VAT",
        [
          p("Carpet Shampoo", "5L=18.95|25L=64"),
          p("Pressure Washer Detergent 5L", 16.95),
          p("Patio & Decking Cleaner 5L", 19.95),
          p("Defoamer 1L", 9.95),
          p("Floor Stripper 5L", 21.5),
          p("Graffiti Remover 5L", 34.95),
        ],
        { type: "Resale", docs: ["COSHH Data Sheet"] },
      ),
    ]),
  ],
};
