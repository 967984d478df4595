import { l1, l2, p, type TopDef } from "./dsl.js";

export const compaction: TopDef = {
  code: "CMP",
  name: "Compaction",
  description: "Plate compactors, trench rammers and rollers for sub-bases, paving and tarmac.",
  intro:
    "Good compaction is the foundation of every drive, path and road. We hire forward and reversible plates, trench rammers, pedestrian and ride-on rollers, with paving pads, water tanks and fuel ready to go.",
  advice:
    "Compact in layers of no more than 150 mm, keep hands and feet clear of the plate, lift plates with two people or a lifting frame, and check hand-arm vibration trigger times before long jobs.",
  points: [
    "Paving pads and water tanks supplied for block and tarmac work",
    "Lifting eyes and wheel kits on every plate",
    "Alkylate fuel available for petrol models",
    "Delivery for heavy reversible plates and rollers",
  ],
  featured: true,
  per: "per day",
  docs: ["Compaction Equipment Safety Guide", "Hand-Arm Vibration Guidance", "Operating Instructions"],
  pictogram: "compaction",
  children: [
    l1("PLT", "Plate Compactors", "Forward and reversible plate compactors for granular fill and block paving.", [
      l2(
        "FWD",
        "Forward Plate Compactors",
        "Single-direction plate compactors for paths, patios and sub-bases.",
        "Plate width: 330 mm to 500 mm; Weight: 58 kg to 105 kg; Centrifugal force: 10 kN to 20 kN; Engine: Honda GX petrol",
        [
          p("Petrol Plate Compactor", "330mm=36|450mm=40|500mm=46"),
          p("Wacker Plate", 40),
          p("Belle PCX 350 Plate Compactor", 38),
          p("Wacker Neuson VP1550 Plate Compactor", 42),
          p("Battery Plate Compactor", 48),
          p("Plate Compactor Wheel Kit", 6),
        ],
      ),
      l2(
        "REV",
        "Reversible Plate Compactors",
        "Heavy reversible plates for deep fill, trenches and foundations.",
        "Plate width: 400 mm to 700 mm; Weight: 140 kg to 500 kg; Centrifugal force: 25 kN to 65 kN; Engine: Petrol or diesel",
        [
          p("Reversible Plate Compactor {v}", "400mm 150kg Petrol=68|500mm 250kg Diesel=92|600mm 400kg Diesel=125"),
          p("Remote Control Reversible Plate 500kg", 155),
        ],
      ),
      l2(
        "PAV",
        "Paving Plate Compactors",
        "Plate compactors with urethane pads for bedding block paving without damage.",
        "Plate width: 400 mm to 500 mm; Pad: Urethane paving pad; Weight: 75 kg to 95 kg; Water tank: For tarmac work",
        [
          p("Block Paving Plate Compactor with Pad", 44),
          p("Tarmac Plate Compactor with Water Tank", 44),
          p("Paving Pad for Plate Compactor", 8),
        ],
      ),
    ]),
    l1("RAM", "Rammers", "Trench rammers for narrow trenches and cohesive soils.", [
      l2(
        "PET",
        "Trench Rammers",
        "Trench rammers compact clay and cohesive soils in narrow trenches and around pipes.",
        "Shoe width: 165 mm to 280 mm; Weight: 55 kg to 80 kg; Blows per minute: 640 to 700; Engine: 4-stroke petrol or battery",
        [
          p("Trench Rammer Petrol 4-Stroke", "68kg=48|80kg=54"),
          p("Trench Rammer (Jumping Jack) 2-Stroke", 46),
          p("Battery Trench Rammer", 58),
          p("Wacker Neuson BS60-4 Trench Rammer", 52),
          p("Belle RTX 60 Trench Rammer", 50),
        ],
      ),
    ]),
    l1("ROL", "Rollers", "Pedestrian, trench and ride-on rollers for tarmac and granular materials.", [
      l2(
        "PED",
        "Pedestrian Rollers",
        "Single and twin drum pedestrian rollers for paths, drives and tarmac patching.",
        "Drum width: 560 mm to 800 mm; Weight: 280 kg to 1,000 kg; Vibration: Single or twin drum; Engine: Petrol or diesel",
        [
          p("Single Drum Roller", "600mm=65|700mm=75"),
          p("Twin Drum Pedestrian Roller", "650mm=85|800mm=110"),
          p("Vibrating Roller 800mm Diesel", 120),
        ],
      ),
      l2(
        "RO",
        "Ride-On Rollers",
        "Ride-on tandem rollers for car parks, roads and large sub-base areas.",
        "Drum width: 800 mm to 1,200 mm; Operating weight: 1.5 t to 3 t; Engine: Kubota diesel; Operator: CPCS or NPORS card recommended",
        [
          p("Ride-On Roller", "1.5t=420|2.5t=520|3t=590", { per: "per week" }),
          p("Combination Roller 2.5t", 560, { per: "per week" }),
        ],
      ),
      l2(
        "TRN",
        "Trench Rollers",
        "Remote-controlled trench rollers compact deep trenches with the operator out of the excavation.",
        "Drum width: 560 mm to 850 mm; Weight: 1.4 t to 1.7 t; Control: Infrared remote; Engine: Diesel",
        [p("Remote Control Trench Roller", "560mm=650|850mm=720", { per: "per week" })],
      ),
    ]),
    l1("ASP", "Asphalt & Surfacing", "Hot boxes, tar boilers and surfacing tools for tarmac repairs.", [
      l2(
        "HOT",
        "Hot Boxes & Tar Boilers",
        "Insulated hot boxes and gas tar boilers keep asphalt and bitumen workable on site.",
        "Capacity: 45 l to 1 t; Heating: Propane; Towable: Hot boxes over 500 kg; Temperature: up to 200 °C",
        [p("Asphalt Hot Box", "0.5t=95|1t=135"), p("Tar Boiler 45L Propane", 42), p("Bitumen Sprayer", 55)],
        { docs: ["Hot Works Safety Guide", "COSHH Data Sheet"] },
      ),
      l2(
        "TLS",
        "Surfacing Tools",
        "Asphalt rakes, hand tampers, road heaters and joint sealers for surfacing crews.",
        "Tools: Rakes, lutes, tampers, infrared heaters; Heating: Propane; Width: 300 mm to 1,200 mm",
        [p("Asphalt Rake & Lute", 9), p("Hand Tamper", 7), p("Infrared Road Heater", 145), p("Road Joint Sealer", 65)],
      ),
    ]),
  ],
};
