import { l1, l2, p, type TopDef } from "./dsl.js";

export const concreting: TopDef = {
  code: "CON",
  name: "Concreting",
  description: "Mixers, pokers, screeds, power floats, props and floor grinders.",
  intro:
    "From a bag of post mix to a ground floor slab, we hire everything for mixing, placing, compacting and finishing concrete, plus the props and trench support that keep the job safe.",
  advice:
    "Wet cement causes serious skin burns: wear waterproof gloves and boots and wash skin straight away. Never put hands or tools into a turning mixer drum, and keep poker vibrators away from formwork ties.",
  points: [
    "Mixers supplied clean with stands and tipping handles",
    "Pokers supplied with drive units and spare heads",
    "Screeds and power floats supplied with blades and spare pans",
    "Curing compounds, release agents and DPM sold by the branch",
  ],
  featured: false,
  per: "per day",
  docs: ["Cement Safety Data Sheet", "Operating Instructions"],
  pictogram: "concreting",
  children: [
    l1("MIX", "Mixers", "Electric, petrol and paddle mixers for concrete, mortar and screed.", [
      l2(
        "ELE",
        "Electric Mixers",
        "Electric tip-up mixers for mortar and concrete, quiet enough for domestic jobs.",
        "Drum: 134 l to 150 l; Mixed output: 90 l to 100 l; Power: 110V or 240V; Weight: 48 kg to 60 kg",
        [
          p("Concrete Mixer {v}", "110V=18|240V=18"),
          p("Belle Minimix 150 Mixer {v}", "110V=20|240V=20"),
          p("Cement Mixer with Stand 240V", 22),
        ],
      ),
      l2(
        "PET",
        "Petrol & Diesel Mixers",
        "Petrol and diesel site mixers, including towable mixers for larger pours.",
        "Drum: 150 l to 350 l; Mixed output: 100 l to 260 l; Engine: Honda petrol or Hatz diesel; Towable: 5/3.5 site mixers",
        [
          p("Petrol Concrete Mixer", 24),
          p("Diesel Site Mixer 5/3.5", "Towable=55|Static=48"),
          p("Petrol Cement Mixer Large 250L", 32),
        ],
      ),
      l2(
        "PAD",
        "Paddle & Forced Action Mixers",
        "Paddle mixers for plaster, adhesive and self-levelling compound, and forced action pan mixers.",
        "Paddle: 120 mm to 160 mm; Speed: 2-speed, up to 750 rpm; Power: 110V or 240V; Pan mixer: 100 l to 200 l",
        [
          p("Plaster Paddle Mixer {v}", "110V=18|240V=18"),
          p("Twin Paddle Mixer 110V", 28),
          p("Forced Action Pan Mixer", "100L=65|200L=95"),
        ],
      ),
    ]),
    l1(
      "VIB",
      "Vibrators, Screeds & Floats",
      "Poker vibrators, vibrating screeds and power floats for placing and finishing.",
      [
        l2(
          "POK",
          "Poker Vibrators",
          "Poker vibrators remove air from freshly poured concrete for strength and a good finish.",
          "Poker diameter: 25 mm to 60 mm; Flexible shaft: 3 m to 6 m; Power: Petrol, 110V or high frequency; Frequency: 12,000 vpm",
          [
            p("Poker Vibrator Petrol", "38mm=32|50mm=36"),
            p("Electric Poker Vibrator {v}", "110V 38mm=30|110V 50mm=34"),
            p("High Frequency Poker 50mm", 42),
            p("Poker Vibrator Drive Unit 110V", 24),
          ],
        ),
        l2(
          "SCR",
          "Vibrating Screeds",
          "Vibrating screeds level and compact slabs up to 6 m wide in a single pass.",
          "Beam length: 2 m to 6 m; Engine: Petrol; Vibration: 9,000 vpm; Weight: 14 kg to 38 kg",
          [p("Vibrating Screed Petrol", "2m=42|3m=48|4.2m=58"), p("Beam Screed Double 6m", 72)],
        ),
        l2(
          "FLT",
          "Power Floats & Trowels",
          "Power floats and trowels give a smooth, hard finish to large concrete slabs.",
          "Diameter: 600 mm to 1,200 mm; Blades: 4; Engine: Honda petrol; Ride-on: Twin rotor models",
          [p("Power Float Petrol", "600mm=55|900mm=65"), p("Ride-On Power Trowel", 180), p("Float Pan 900mm", 12)],
        ),
      ],
    ),
    l1("PLC", "Concrete Placing", "Concrete pumps, skips and barrows for placing concrete.", [
      l2(
        "PMP",
        "Concrete & Screed Pumps",
        "Mini concrete pumps and screed pumps place material where mixers and barrows cannot reach.",
        "Output: 4 to 12 m³/h; Pumping distance: up to 100 m horizontal; Hose: 50 mm to 65 mm; Power: Diesel",
        [
          p("Mini Concrete Pump", 720, { per: "per week" }),
          p("Screed Pump", 680, { per: "per week" }),
          p("Grout Pump 110V", 95),
        ],
      ),
      l2(
        "SKP",
        "Concrete Skips & Barrows",
        "Crane and telehandler concrete skips and tracked power barrows for moving wet concrete.",
        "Skip capacity: 0.25 m³ to 1 m³; Discharge: Bottom or side; Barrow payload: up to 500 kg; Certification: LOLER examined",
        [
          p("Concrete Skip", "0.5m³=45|1m³=55", { per: "per week" }),
          p("Concrete Bucket Telehandler 0.75m³", 60, { per: "per week" }),
        ],
      ),
    ]),
    l1("FRM", "Props & Formwork", "Acrow props, strongboys, trench sheets and struts.", [
      l2(
        "PRP",
        "Acrow Props",
        "Adjustable steel props for temporary support of ceilings, beams and formwork.",
        "Sizes: 0 to 4; Height range: 1.07 m to 4.88 m; Safe working load: up to 3.4 t (size dependent); Finish: Galvanised or painted",
        [
          p(
            "Acrow Prop Size",
            "0 (1.07m-1.83m)=4.5|1 (1.75m-3.12m)=5|2 (1.98m-3.35m)=5.5|3 (2.59m-3.96m)=6|4 (3.2m-4.88m)=7",
          ),
          p("Strongboy Wall Support", 6),
          p("Prop Base Plate & Pin", 1.5),
        ],
        { per: "per week" },
      ),
      l2(
        "TRS",
        "Trench Sheets & Struts",
        "Trench sheets, struts and hydraulic waling frames to support excavations.",
        "Sheet lengths: 1.5 m to 3.0 m; Strut range: 0.5 m to 2.4 m; Standard: BS 6031; Hydraulic frames: 1.2 m to 3 m",
        [
          p("Trench Sheet", "1.5m=3|2.4m=4|3.0m=5"),
          p("Trench Strut", "No.0=2.5|No.1=3|No.2=3.5|No.3=4"),
          p("Hydraulic Waling Frame", 85),
        ],
        { per: "per week", docs: ["Excavation Safety Guide", "Operating Instructions"] },
      ),
    ]),
    l1("FIN", "Concrete Finishing", "Floor grinders, edge grinders and concreting consumables.", [
      l2(
        "GRN",
        "Floor Grinders",
        "Concrete floor grinders for levelling, removing coatings and preparing slabs for resin.",
        "Grinding width: 125 mm to 500 mm; Heads: 1 to 3; Power: 110V, 240V or 415V; Extraction: H class recommended",
        [
          p("Floor Grinder {v}", "240V 250mm=75|110V 250mm=75|415V 500mm=140"),
          p("Edge Grinder 110V 125mm", 35),
          p("Diamond Cup Wheel 125mm", 45, { type: "Resale" }),
        ],
      ),
      l2(
        "CON",
        "Concreting Consumables",
        "Curing compounds, release agents, DPM and fibres to buy with your concreting hire.",
        "Pack sizes: 1 l to 25 l, 4 m x 25 m rolls; Safety: Data sheets supplied; Sold: Each, ex VAT",
        [
          p("Curing Compound 25L", 48),
          p("Concrete Release Agent 25L", 42),
          p("Damp Proof Membrane 1200g 4m x 25m", 64),
          p("Polypropylene Fibres 0.9kg Bag", 9.5),
          p("Post Mix Concrete 20kg", 7.95),
        ],
        { type: "Resale", docs: ["Cement Safety Data Sheet"] },
      ),
    ]),
  ],
};
