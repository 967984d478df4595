import { l1, l2, p, type TopDef } from "./dsl.js";

export const heating: TopDef = {
  code: "HTD",
  name: "Heating & Drying",
  description: "Space heaters, dehumidifiers, air movers, air conditioners and fans.",
  intro:
    "Keep sites warm, dry out flood damage and cool server rooms in a heatwave. Our climate range covers propane and diesel heaters, electric heaters, refrigerant and desiccant dehumidifiers, air movers and portable air conditioning.",
  advice:
    "Direct-fired heaters produce fumes: use them only in well-ventilated areas, never in sleeping areas, and keep combustibles away. Stand propane cylinders upright in the open or a well-ventilated place and connect them only with the regulator and hose supplied.",
  points: [
    "Propane heaters supplied with regulator and hose",
    "Diesel heaters supplied with a full tank and ducting on request",
    "Electric heaters PAT-tested, in 110V, 240V and 415V",
    "Propane cylinders sold and exchanged at the counter",
  ],
  featured: true,
  per: "per day",
  docs: ["Heater Safety Guide", "Operating Instructions"],
  pictogram: "heating",
  children: [
    l1("HEA", "Heaters", "Propane, diesel and electric space heaters.", [
      l2(
        "GAS",
        "Propane Heaters",
        "Propane space heaters and cabinet heaters for warehouses, marquees and building sites.",
        "Output: 4 kW to 100 kW; Fuel: Propane (bottles not included); Ignition: Piezo or 240V fan-assisted; Ventilation: Required",
        [
          p("Propane Space Heater (Blow Heater)", "50kW=28|70kW=32|100kW=38"),
          p("Propane Cabinet Heater 4kW", 14),
          p("Patio Heater Propane", 22),
          p("Radiant Propane Heater 15kW", 24),
        ],
      ),
      l2(
        "DSL",
        "Diesel Heaters",
        "Direct and indirect diesel heaters; indirect models give clean, fume-free heat.",
        "Output: 20 kW to 100 kW; Fuel: Diesel or kerosene; Power: 110V or 240V fan; Ducting: 300 mm (indirect)",
        [
          p("Diesel Space Heater Direct Fired", "20kW=30|45kW=38|65kW=46"),
          p("Indirect Diesel Heater", "35kW 110V=55|70kW 110V=75|100kW 240V=95"),
          p("Heater Ducting 300mm x 7.6m", 8),
        ],
      ),
      l2(
        "ELE",
        "Electric Heaters",
        "Fan heaters, oil-filled radiators and infrared heaters for offices, cabins and drying.",
        "Output: 2 kW to 15 kW; Power: 110V, 240V or 415V; Thermostat: Fitted; Type: Fan, convector or infrared",
        [
          p("Electric Fan Heater", "3kW 110V=12|3kW 240V=12|9kW 415V=24|15kW 415V=32"),
          p("Oil Filled Radiator 240V", 10),
          p("Convector Panel Heater 2kW 240V", 9),
          p("Infrared Heater", "110V 3kW=16|240V 2kW=14"),
        ],
      ),
    ]),
    l1("DRY", "Drying & Dehumidifiers", "Dehumidifiers, air movers and moisture meters for drying buildings.", [
      l2(
        "DEH",
        "Dehumidifiers",
        "Refrigerant and desiccant dehumidifiers for drying buildings after floods and plastering.",
        "Extraction: 20 to 90 litres/day; Type: Refrigerant or desiccant; Power: 110V or 240V; Drainage: Tank or pump-out hose",
        [
          p("Dehumidifier", "Small=18|Medium=24|Large=32"),
          p("Dehumidifier Large 110V", 32),
          p("Desiccant Dehumidifier {v}", "240V=38|110V=38"),
          p("Ebac Dehumidifier Industrial 240V", 36),
          p("LGR Dehumidifier 240V", 42),
          p("Dehumidifier Condensate Pump Kit", 6),
        ],
      ),
      l2(
        "AIR",
        "Air Movers & Carpet Dryers",
        "Air movers and carpet dryers speed up drying of carpets, floors and walls.",
        "Air flow: 1,800 to 3,500 m³/h; Power: 110V or 240V; Positions: 3-angle; Stackable: Yes",
        [
          p("Air Mover (Carpet Dryer) {v}", "240V=12|110V=12", { also: ["CLN-FLR-CAR"] }),
          p("Turbo Dryer 110V", 16),
          p("Axial Air Mover 240V", 15),
        ],
      ),
      l2(
        "FLD",
        "Flood Restoration Packs",
        "Ready-made drying packs and specialist systems for flood and leak damage.",
        "Packs: Dehumidifier with air movers; Systems: Floor mats and wall cavity injection; Power: 110V or 240V; Monitoring: Moisture readings advised daily",
        [
          p("Flood Drying Pack", "Small=38|Large=62"),
          p("Floor Drying Mat System 240V", 55),
          p("Wall Cavity Drying System 240V", 48),
        ],
      ),
      l2(
        "MOI",
        "Moisture Meters",
        "Pin and pinless moisture meters show when walls and floors are dry enough to decorate.",
        "Range: 0% to 100% WME; Type: Pin, pinless or hygrometer; Power: Battery",
        [p("Moisture Meter", "Pin=12|Pinless=16", { also: ["SUR-MEA-TST"] }), p("Thermo-Hygrometer", 12)],
      ),
    ]),
    l1("COL", "Cooling & Ventilation", "Air conditioners, evaporative coolers, fans and fume extraction.", [
      l2(
        "AC",
        "Air Conditioners",
        "Portable air conditioners for offices, server rooms and events.",
        "Cooling: 2.6 kW to 10 kW; Power: 110V or 240V; Exhaust: 2 m flexible duct; Refrigerant: R290",
        [
          p("Portable Air Conditioner", "2.6kW 240V=38|3.5kW 240V=45|3.5kW 110V=45"),
          p("Split Air Conditioner 5kW", 75),
          p("Industrial Air Conditioner 10kW 415V", 125),
        ],
      ),
      l2(
        "EVP",
        "Evaporative Coolers",
        "Evaporative coolers bring down the temperature in warehouses and marquees economically.",
        "Air flow: 3,000 to 18,000 m³/h; Water tank: 40 l to 300 l; Power: 240V or 110V; Coverage: up to 150 m²",
        [p("Evaporative Cooler", "Small=32|Large=55")],
      ),
      l2(
        "FAN",
        "Fans & Fume Extraction",
        "Industrial fans and fume extractors for ventilation and confined spaces.",
        "Diameter: 300 mm to 900 mm; Air flow: up to 13,000 m³/h; Power: 110V or 240V; Ducting: 5 m to 10 m",
        [
          p("Industrial Fan 24in {v}", "110V=16|240V=16"),
          p("Pedestal Fan 240V", 10),
          p("Fume Extractor Fan 300mm 110V", 28),
          p("Confined Space Ventilator 110V", 32),
        ],
      ),
    ]),
    l1("GAS", "Heating Fuel & Gas", "Propane gas and heating fuel to buy.", [
      l2(
        "PRO",
        "Propane Gas",
        "Propane cylinders for heaters, hot boxes and torches, exchanged at the branch.",
        "Cylinder sizes: 11 kg, 19 kg and 47 kg; Regulators: 37 mbar and 2 bar; Sold: Each refill, ex VAT",
        [p("Propane Gas Refill", "11kg=32|19kg=48|47kg=98"), p("Propane Regulator 2 Bar with Hose", 24.95)],
        { type: "Resale", docs: ["LPG Safety Data Sheet"] },
      ),
    ]),
  ],
};
