// The hazard notes of the demo's safety guides (scripts/demo/guide-words.ts picks them): a table, no logic.

/** Hazard notes, picked when a keyword appears in the document title or the category's family. */
export const hazardNotes: { match: RegExp; heading: string; bullets: string[] }[] = [
  {
    match: /height|access|boom|scissor|scaffold|tower|ladder|harness|rescue/i,
    heading: "Working at height",
    bullets: [
      "Plan the work so that nobody works at height when it can be done from the ground.",
      "Check the ground can take the machine's weight and outrigger loads; avoid slopes, voids and soft verges.",
      "Wear a full-body harness with a short work-restraint lanyard in boom-type platforms.",
      "Never climb on guard rails or use boxes or ladders to gain extra height.",
      "Have a written rescue plan and a trained person on the ground who can lower the platform.",
    ],
  },
  {
    match: /vibration|breaker|hammer|compact|rammer|breaking/i,
    heading: "Hand-arm vibration",
    bullets: [
      "Check the tool's vibration magnitude (m/s²) on the label and plan trigger time to stay below the exposure action value.",
      "Rotate operators and take regular breaks; keep hands warm and dry.",
      "Let the tool do the work: grip only as firmly as control needs.",
      "Report tingling, numbness or whitening of the fingers to your supervisor.",
    ],
  },
  {
    match: /dust|silica|cutt|disc|core|blast|sand|cleaning/i,
    heading: "Dust and silica",
    bullets: [
      "Cutting concrete, stone and brick releases respirable crystalline silica: always use water suppression or on-tool extraction.",
      "Wear a face-fit-tested FFP3 mask as well as dust control, never instead of it.",
      "Keep the water bottle full or the extractor filter clean; stop if the dust cloud becomes visible.",
      "Clean up with an M- or H-class vacuum, never by dry sweeping.",
    ],
  },
  {
    match: /generator|heater|fuel|lpg|power|heating|plant|pump/i,
    heading: "Fuel, fumes and fire",
    bullets: [
      "Never run petrol, diesel or LPG engines or heaters indoors or in enclosed spaces: exhaust fumes contain carbon monoxide.",
      "Refuel only with the engine stopped and cool, away from sources of ignition; no smoking.",
      "Store fuel in approved, labelled containers and LPG cylinders upright in a ventilated place.",
      "Keep a suitable fire extinguisher within reach.",
    ],
  },
  {
    match: /electric|generator|power tool|powertools|110v/i,
    heading: "Electrical safety",
    bullets: [
      "Use 110V tools on site, supplied through a centre-tapped transformer; use 240V only with an RCD.",
      "Check plugs, cables and extension leads for damage before each use; never repair with tape.",
      "Route cables where they cannot be run over, trapped or tripped over.",
      "Disconnect the supply before changing blades, bits or accessories.",
    ],
  },
  {
    match: /lifting|loler|hoist|telehandler|crane|jack/i,
    heading: "Lifting operations",
    bullets: [
      "Every lift must be planned by a competent person; never exceed the safe working load (SWL) marked on the equipment.",
      "Check the thorough examination certificate is in date before use.",
      "Keep people out from under suspended loads and use tag lines to control swing.",
      "Inspect slings, shackles and chains before each lift and quarantine anything damaged.",
    ],
  },
  {
    match: /garden|chainsaw|mower|hedge|shredder|stump/i,
    heading: "Garden machinery",
    bullets: [
      "Clear the area of stones, wire and debris before starting, and keep children and pets well away.",
      "Wear eye and hearing protection, gloves and safety boots; chainsaw users need full chainsaw PPE and training.",
      "Stop the engine and wait for blades to stop before clearing blockages.",
    ],
  },
  {
    match: /hot works|welding|torch|burner|roofing/i,
    heading: "Hot works",
    bullets: [
      "Obtain a hot-works permit where the site requires one.",
      "Remove or protect combustible materials within 10 metres and keep an extinguisher ready.",
      "Keep a fire watch for at least 60 minutes after the work finishes.",
    ],
  },
  {
    match: /excavation|digging|hsg47|trench|plant/i,
    heading: "Digging and excavations",
    bullets: [
      "Locate underground services with plans and a cable avoidance tool (CAT and Genny) before breaking ground.",
      "Support or batter back the sides of any excavation people may enter.",
      "Keep spoil, plant and materials back from the edge; fence or barrier open excavations.",
    ],
  },
  {
    match: /confined space/i,
    heading: "Confined spaces",
    bullets: [
      "Avoid entry where possible; otherwise work only under a safe system of work and a permit.",
      "Test the atmosphere before and during entry and provide ventilation.",
      "Have a trained rescue team and equipment at the entrance before anyone goes in.",
    ],
  },
  {
    match: /compressed air|compressor|nail|cartridge/i,
    heading: "Stored energy",
    bullets: [
      "Never point an air line, nail gun or cartridge tool at anyone, or use compressed air to clean clothing or skin.",
      "Check hoses and couplings are secure and fitted with whip checks.",
      "Disconnect the air or remove the cartridge strip before clearing jams.",
    ],
  },
];
