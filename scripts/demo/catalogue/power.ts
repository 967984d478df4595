import { l1, l2, p, type TopDef } from "./dsl.js";

export const power: TopDef = {
  code: "PWR",
  name: "Power Generation",
  description: "Generators, transformers, power distribution, lighting towers and fuel.",
  intro:
    "Power and light for every site, event and emergency. We hire suitcase inverter generators up to 200 kVA diesel sets, site transformers, distribution boards, cables and LED lighting towers, with fuel management for long hires.",
  advice:
    "Never run a generator indoors or in an enclosed space, refuel only when the engine is off and cool, and connect to a building's installation only through a changeover switch fitted by a qualified electrician. Use 110V tools on site.",
  points: [
    "Generators serviced and load-tested before every hire",
    "110V site transformers and leads PAT-tested and tagged",
    "Fuel bowsers and refuelling service for long hires",
    "Standby and emergency power, 24 hours a day",
  ],
  featured: true,
  per: "per week",
  docs: ["Generator Safety Guide", "Electrical Safety on Site", "Operating Instructions"],
  pictogram: "power",
  children: [
    l1("GEN", "Generators", "Petrol, diesel, welder and hybrid generators.", [
      l2(
        "PET",
        "Petrol Generators",
        "Petrol generators and quiet inverter sets for tools, catering and events.",
        "Output: 2 kVA to 7 kVA; Outlets: 110V and 240V; Run time: 4 to 10 hours per tank; Engine: Honda or Briggs & Stratton",
        [
          p("Petrol Generator", "2.8kVA=32|3.4kVA=36|6kVA=48|7kVA=55", { per: "per day" }),
          p("Inverter Generator 2kVA (Suitcase)", 34, { per: "per day" }),
          p("Honda EU22i Inverter Generator", 38, { per: "per day" }),
          p("Petrol Generator 3-Phase 8kVA", 62, { per: "per day" }),
        ],
      ),
      l2(
        "DSL",
        "Diesel Generators",
        "Super-silent diesel generators for sites, events and standby power.",
        "Output: 10 kVA to 200 kVA; Voltage: 230V single phase or 400V three phase; Fuel tank: 24 to 72 hours; Noise: 60 to 68 dB(A) at 7 m",
        [
          p("Diesel Generator", "10kVA=145|20kVA=180|30kVA=220|45kVA=265|60kVA=320|100kVA=450|200kVA=720"),
          p("Diesel Generator Long Run 20kVA", 210),
          p("Synchronised Diesel Generator Pair 60kVA", 620),
        ],
      ),
      l2(
        "WLD",
        "Welder Generators",
        "Combined welder generators for site welding with auxiliary power for tools.",
        "Welding output: 200 A to 400 A; Auxiliary power: 110V and 240V; Engine: Petrol or diesel; Process: Stick (MMA)",
        [
          p("Welder Generator 200A Petrol", 48, { per: "per day", also: ["PTL-WLD-ARC"] }),
          p("Diesel Welder Generator", "300A=85|400A=110", { per: "per day", also: ["PTL-WLD-ARC"] }),
        ],
      ),
      l2(
        "HYB",
        "Battery & Hybrid Power",
        "Battery power packs and hybrid generators cut fuel use, noise and emissions on site.",
        "Output: 3 kVA to 45 kVA; Battery: Lithium; Charging: Mains, generator or solar; Noise: Silent on battery",
        [
          p("Battery Power Pack", "3kVA=95|5kVA=125"),
          p("Hybrid Generator", "20kVA=260|45kVA=380"),
          p("Solar Power Unit", 180),
        ],
      ),
    ]),
    l1("TRN", "Transformers & Distribution", "Site transformers, distribution units and cables.", [
      l2(
        "TRN",
        "Site Transformers",
        "110V site transformers step mains power down to the safer voltage for construction tools.",
        "Rating: 2 kVA to 10 kVA; Input: 240V (3 kVA+: 32 A plug); Output: 110V centre-tapped earth; Outlets: 16 A and 32 A",
        [
          p("Transformer 110V", "2kVA (Twin Outlet)=10|3kVA=12|5kVA=18|10kVA=32", { per: "per day" }),
          p("Heavy Duty Site Transformer 110V 5kVA 3-Outlet", 20, { per: "per day" }),
        ],
        { docs: ["Electrical Safety on Site", "Operating Instructions"] },
      ),
      l2(
        "DIS",
        "Distribution Boards",
        "Distribution units and splitter boxes spread 110V and 415V power safely around a site.",
        "Inputs: 16 A to 125 A; Outlets: 16 A and 32 A; Protection: RCD and MCB; Standard: BS 7375",
        [
          p("Splitter Box 110V", "2-Way=8|4-Way=10"),
          p("Distribution Board", "110V 4-Way=18|415V 63A=45|415V 125A=65"),
          p("RCD Adaptor 240V", 5),
        ],
        { per: "per day" },
      ),
      l2(
        "CAB",
        "Cables & Extension Leads",
        "Extension leads and armoured cables in 110V, 240V and 415V ratings.",
        "Voltage: 110V, 240V or 415V; Current: 16 A to 125 A; Length: 14 m to 50 m; Type: Arctic flex or SWA",
        [
          p("Extension Lead 110V 16A", "14m=6|25m=8"),
          p("Extension Lead 110V 32A 14m", 9),
          p("Cable Reel 240V 25m", 6),
          p("Armoured Cable 32A", "25m=14|50m=22"),
        ],
        { per: "per day", docs: [] },
      ),
    ]),
    l1("LGT", "Lighting", "Lighting towers, site lights and festoon lighting.", [
      l2(
        "TWR",
        "Lighting Towers",
        "Diesel, solar and battery LED lighting towers for sites, car parks and events.",
        "Mast height: 7 m to 9 m; Lamps: 4 x LED (up to 5,000 m² coverage); Run time: up to 300 hours (diesel); Towable: Yes",
        [
          p("Diesel Lighting Tower LED", 185),
          p("Solar Lighting Tower", 240),
          p("Battery Lighting Tower", 210),
          p("Mini Lighting Tower 110V", 95),
        ],
      ),
      l2(
        "SIT",
        "Site & Work Lights",
        "LED work lights, tripod lights, uplighters and festoon lighting for inside and outside.",
        "Output: 2,500 to 20,000 lumens; Power: 110V or battery; Mounting: Tripod, uplighter or festoon; IP rating: IP65",
        [
          p("LED Work Light 110V", 8),
          p("Twin Tripod Light 110V", 12),
          p("Uplighter LED 110V", 10),
          p("Festoon Lighting 110V 22m", 10),
          p("Rechargeable LED Work Light", 9),
        ],
        { per: "per day" },
      ),
    ]),
    l1("FUE", "Fuel & Fuel Storage", "Alkylate fuel, oils and fuel bowsers.", [
      l2(
        "FUE",
        "Fuel & Oils",
        "Alkylate petrol, premixed 2-stroke fuel and engine oils for petrol equipment.",
        "Products: Aspen 4T and 2T alkylate petrol, engine oil, fuel cans; Benefits: Cleaner, longer storage life; Sold: Each, ex VAT",
        [
          p("Alkylate Petrol 5L (Aspen 4T)", 26.5, { also: ["GDN-SUP-CON"] }),
          p("Aspen 2T Premixed Fuel 5L", 27.5),
          p("Engine Oil 4-Stroke 1L", 8.95),
          p("Fuel Can 20L", 19.95),
          p("Fuel Funnel with Filter", 4.95),
        ],
        { type: "Resale", docs: ["COSHH Data Sheet", "Fuel Storage Guidance"] },
      ),
      l2(
        "BOW",
        "Fuel Bowsers & Cubes",
        "Bunded fuel bowsers and cubes for storing and dispensing diesel on site.",
        "Capacity: 450 l to 2,250 l; Construction: Bunded steel or polyethylene; Pump: 12V or manual; Towable: Site bowsers",
        [p("Fuel Bowser", "950L=95|2250L=145"), p("Fuel Cube 450L", 65)],
        { docs: ["Fuel Storage Guidance", "Operating Instructions"] },
      ),
    ]),
  ],
};
