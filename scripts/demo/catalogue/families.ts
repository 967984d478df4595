import type { PictogramName } from "./dsl.js";

/**
 * What a group of categories shows: its picture, safety advice, service points and documents, and
 * the words of the kit it fits. A top-level category is a family; a level-1 group whose kit needs
 * a different picture or safety text (Acrow Props under Concreting, Lighting under Power) is its
 * own family. Every level-2 category name under a family must hold one of its `kit` words, which
 * the demo-content test checks (docs/decisions/catalogue-import.md Q3).
 */
export interface FamilyLook {
  pictogram: PictogramName;
  /** Safety and usage advice, shown on category pages and hire items. */
  advice: string;
  /** Service points shown in product details. */
  points: string[];
  /** Default document titles for the family's level-2 categories; the first is its safety guide. */
  docs: string[];
  kit: string[];
}

/** The kit words of each top-level family, by top code. */
export const topKit: Record<string, string[]> = {
  ACC: ["lift", "cherry picker", "platform", "podium"],
  BRK: ["breaker", "demolition", "crusher", "scabbler", "bit"],
  CLN: [
    "washer",
    "cleaner",
    "scrubber",
    "polisher",
    "sweeper",
    "vacuum",
    "extractor",
    "blasting",
    "pole",
    "sanitising",
    "detergent",
  ],
  CMP: ["compactor", "rammer", "roller", "hot box", "surfacing"],
  CON: ["mixer", "vibrator", "screed", "float", "concrete", "grinder", "concreting"],
  CUT: ["cutter", "saw", "splitter", "nibbler", "blade", "disc"],
  GDN: [
    "mower",
    "scarifier",
    "turf",
    "hedge",
    "chainsaw",
    "chipper",
    "stump",
    "log",
    "tiller",
    "strimmer",
    "blower",
    "borer",
    "barrow",
    "paving",
    "garden",
  ],
  HTD: ["heater", "propane"],
  LFT: ["hoist", "winch", "lift", "truck", "jack", "telehandler", "forklift", "sling", "clamp"],
  PLB: ["drain", "pipe", "press", "pressure", "flushing", "soldering"],
  PWR: ["generator", "power", "transformer", "distribution", "cable"],
  SIT: ["traffic", "cone", "road", "chute", "bowser", "vault"],
  SUR: [
    "cable avoidance",
    "radar",
    "scanner",
    "laser",
    "level",
    "measurer",
    "thermal",
    "instrument",
    "station",
    "rover",
  ],
  PTL: ["drill", "driver", "screw", "grinder", "sander", "planer", "multi-tool", "nail", "fastening", "stapler"],
  PNT: ["sprayer", "stripper", "paint", "masking", "taping", "plastering"],
  PLA: ["digger", "excavator", "dumper", "loader", "trailer"],
};

/** Level-1 groups that are families of their own, by full level-1 code. */
export const groupFamilies: Record<string, FamilyLook> = {
  "ACC-TWR": {
    pictogram: "tower",
    advice:
      "Scaffold towers must be built, altered and dismantled by a competent person following the manufacturer's instructions (PASMA training is the industry standard). Lock the castors, fit the stabilisers or outriggers, never climb the outside of the frame, and inspect the tower before every use and after any alteration.",
    points: [
      "Towers supplied with the manufacturer's instructions and a PASMA-compliant build guide",
      "Stabilisers, outriggers and toe boards included with every tower",
      "Delivery and collection by our own transport",
      "Tower inspection tags supplied with every hire",
    ],
    docs: ["Scaffold Tower Safety Guide", "Tower Build Guide", "Operating Instructions"],
    kit: ["tower"],
  },
  "ACC-LAD": {
    pictogram: "ladder",
    advice:
      "Use ladders and steps only for short jobs of light work: set them on firm, level ground, keep three points of contact, face the rungs and never overreach. Check the stiles, feet and locking bars before each use, and secure extension ladders at the top or foot at an angle of about 75 degrees.",
    points: [
      "Ladders checked and tagged before every hire",
      "EN 131 professional-grade ladders and steps",
      "Ladder stays and levellers available to hire",
      "Staging boards and trestles supplied as matched sets",
    ],
    docs: ["Ladder Safety Guide", "Operating Instructions"],
    kit: ["ladder", "trestle", "staging"],
  },
  "ACC-SAF": {
    pictogram: "harness",
    advice:
      "Fall protection is the last line of defence: plan to prevent falls first with edge protection. Anyone wearing a harness needs training, an anchor point rated for the load and a rescue plan; inspect the harness and lanyard before each use and withdraw any that has arrested a fall.",
    points: [
      "Harnesses inspected and logged before every hire",
      "Edge protection delivered with fixing instructions",
      "Rescue kits available with every fall arrest hire",
      "Training referrals through our local partners",
    ],
    docs: ["Fall Protection Safety Guide", "Operating Instructions"],
    kit: ["harness", "fall", "edge protection"],
  },
  "BRK-DRL": {
    pictogram: "drill",
    advice:
      "Drilling masonry and concrete raises silica dust and exposes users to hand-arm vibration: use on-tool extraction or water suppression, wear eye, ear and dust protection, and scan for hidden cables and pipes before you drill. Use 110V tools on construction sites.",
    points: [
      "Every drill PAT-tested and labelled with its HAV exposure points",
      "Dust extraction and water bottles available with every drill",
      "Core bits and SDS bits to hire or buy at the counter",
      "Drill stands and vacuum bases for accurate coring",
    ],
    docs: ["Drilling Safety Guide", "Hand-Arm Vibration Guidance", "Operating Instructions"],
    kit: ["drill"],
  },
  "CON-FRM": {
    pictogram: "prop",
    advice:
      "Props and trench support are temporary works: follow the designer's layout and load tables, stand props on firm bearing with base plates, use the correct steel pins (never nails or bolts) and check that every prop is plumb. Never enter an unsupported trench deeper than 1.2 m.",
    points: [
      "Acrow props checked, straightened and pin-tested",
      "Prop load tables supplied with every hire",
      "Trench sheets and struts delivered in matched sets",
      "Temporary works advice from our branch teams",
    ],
    docs: ["Temporary Works Safety Guide", "Prop Load Tables", "Operating Instructions"],
    kit: ["prop", "trench sheet", "strut"],
  },
  "HTD-DRY": {
    pictogram: "drying",
    advice:
      "Drying a building takes days, not hours: close windows and doors, empty the dehumidifier tank or run the pump-out hose to a drain, and keep air movers clear of loose items. Check moisture readings daily so you know when drying is complete, and keep leads away from standing water.",
    points: [
      "Dehumidifiers supplied with drain hoses and pump-out kits",
      "Moisture meters to hire so you know when drying is complete",
      "Flood restoration packages for insurers and loss adjusters",
      "Air movers supplied with stacking kits",
    ],
    docs: ["Building Drying Guide", "Operating Instructions"],
    kit: ["dehumidifier", "dryer", "flood", "moisture"],
  },
  "HTD-COL": {
    pictogram: "cooling",
    advice:
      "Portable air conditioners must vent their warm air outside through the exhaust hose, and evaporative coolers need a fresh air supply to work. Keep fans and extractors on a stable base, route leads away from walkways, and clean filters regularly on long hires.",
    points: [
      "Air conditioners supplied with window venting kits",
      "Fans and coolers cleaned and tested between hires",
      "Fume extraction ducting to hire by the length",
      "Same-day delivery in hot weather",
    ],
    docs: ["Cooling and Ventilation Guide", "Operating Instructions"],
    kit: ["air conditioner", "cooler", "fan"],
  },
  "PWR-LGT": {
    pictogram: "lighting",
    advice:
      "Site lighting should light the work, not the neighbours: aim heads down and away from roads. Set lighting towers on firm, level ground with the outriggers down, lower the mast before moving or in high wind, and run 110V lights from a site transformer on construction sites.",
    points: [
      "Lighting towers serviced and lamp-tested before every hire",
      "LED site lights with 110V leads, PAT-tested and tagged",
      "Solar and battery towers for quiet sites",
      "Festoon lighting with spare lamps",
    ],
    docs: ["Site Lighting Safety Guide", "Operating Instructions"],
    kit: ["light"],
  },
  "PWR-FUE": {
    pictogram: "fuel",
    advice:
      "Store fuel in approved, labelled containers away from ignition sources, refuel only with the engine off and cool, and keep a spill kit at the refuelling point. Bowsers must stand on firm, level ground within their bund, and towing needs a suitable vehicle and trailer licence.",
    points: [
      "Fuel bowsers supplied clean with hoses and nozzles",
      "Alkylate petrol and oils sold by the branch",
      "Refuelling service for long hires",
      "Spill kits available at every branch",
    ],
    docs: ["Fuel Storage Guidance", "Operating Instructions"],
    kit: ["fuel"],
  },
  "PTL-WLD": {
    pictogram: "welding",
    advice:
      "Welding and plasma cutting are hot works: clear combustibles, keep an extinguisher to hand and check the area an hour after you finish. Wear an auto-darkening helmet, gloves and flame-retardant clothing, screen others from the arc, and extract the fumes at source.",
    points: [
      "Welders supplied with earth clamps and torch leads",
      "Auto-darkening helmets available to hire",
      "Gas regulators and hoses tested before every hire",
      "Consumables and rods at the counter",
    ],
    docs: ["Welding Safety Guide", "Hot Works Safety Guide", "Operating Instructions"],
    kit: ["welder", "plasma"],
  },
  "PTL-AIR": {
    pictogram: "compressor",
    advice:
      "Compressed air can injure: never point an air line at anyone or use it to clean clothing, check hoses and couplings before use and fit whip checks on large hoses. Tow road compressors only with a suitable vehicle and set them on level ground away from excavations.",
    points: [
      "Compressors serviced and safety-valve tested before every hire",
      "Air hoses and couplings supplied in matched sets",
      "Air tools supplied with lubricators",
      "Towable compressors delivered or ready to tow",
    ],
    docs: ["Compressed Air Safety Guide", "Operating Instructions"],
    kit: ["compressor", "air tool"],
  },
  "PNT-FLR": {
    pictogram: "sander",
    advice:
      "Floor sanding raises fine wood dust, which is a fire risk as well as a health one: empty the dust bag often and never leave a full bag indoors, wear an FFP3 mask and ear protection, punch nails below the surface first, and lift the drum before you stop the machine.",
    points: [
      "Floor sanders supplied with dust bags and a sanding guide",
      "Abrasives sold by the sheet or pack, unused sheets refunded",
      "Edging sanders matched to every drum sander",
      "240V models for home use, 110V for site",
    ],
    docs: ["Floor Sanding Safety Guide", "Operating Instructions"],
    kit: ["sander", "sanding"],
  },
  "PLB-PMP": {
    pictogram: "pump",
    advice:
      "Pumps move a lot of water fast: discharge only where you have permission, never into foul drains without consent, and keep petrol pumps outdoors away from the intake hose. Check the strainer before use, and never run a submersible pump dry or lift it by its cable.",
    points: [
      "Pumps supplied with strainers and hose couplings",
      "Layflat and suction hoses to hire by the length",
      "Trash pumps for water carrying solids",
      "Flood pumping service on call",
    ],
    docs: ["Water Pump Safety Guide", "Operating Instructions"],
    kit: ["pump"],
  },
  "SIT-WEL": {
    pictogram: "cabin",
    advice:
      "The Construction (Design and Management) Regulations require welfare from day one: toilets, washing facilities with hot water, drinking water and a warm place to rest and eat. Site cabins need firm, level ground and safe access; keep generators in welfare units serviced and their exhausts clear.",
    points: [
      "Welfare units delivered, set up and serviced weekly",
      "Toilets emptied and cleaned on a weekly round",
      "Anti-vandal cabins with security shutters",
      "Containers delivered by hiab lorry",
    ],
    docs: ["Site Welfare Guide", "Operating Instructions"],
    kit: ["welfare", "toilet", "office"],
  },
  "SIT-FEN": {
    pictogram: "fence",
    advice:
      "Plan fencing lines before work starts: keep pedestrian routes at least 1.2 m wide, ballast and brace panels against wind (hoarding needs design for wind load), and check lines daily for gaps. Chapter 8 barriers are for the public highway; do not use them as a working platform.",
    points: [
      "Fencing installed and removed by our own site teams",
      "Stays, blocks and clamps supplied with every panel",
      "Chapter 8 compliant barriers",
      "Hoarding in plain or branded finishes",
    ],
    docs: ["Temporary Fencing Guide", "Operating Instructions"],
    kit: ["fencing", "barrier", "hoarding"],
  },
  "SIT-SAF": {
    pictogram: "helmet",
    advice:
      "PPE protects only when it fits and is worn: match it to the risk assessment, check it before use and replace anything damaged. Gas detectors must be bump-tested before each shift, and fire points need the right extinguisher for the fire risk and a clear route to them.",
    points: [
      "PPE and first aid stocked at every branch",
      "Gas detectors calibrated and bump-tested before hire",
      "Fire extinguishers serviced to BS 5306",
      "Bulk PPE orders for account customers",
    ],
    docs: ["PPE Selection Guide", "Operating Instructions"],
    kit: ["protective", "detector", "fire"],
  },
};
