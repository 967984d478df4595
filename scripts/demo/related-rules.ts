// The rules that pick the demo's related items (related.ts applies them): by an item's category and name.

export type Kind = "accessory" | "consumable" | "safety";

export interface RelatedSource {
  equipmentSlug: string;
  name: string;
  type: string;
  mainCategorySlug: string;
}

export type Choice = [slug: string, kind: Kind];

const size = (name: string) => Number(/(\d+)mm\b/.exec(name)?.[1] ?? 0);
const petrol = (name: string) => /\bpetrol\b/i.test(name);
const twoStroke = (name: string) =>
  /\b(stihl|husqvarna|2-stroke|jumping jack|chainsaw|hedge|strimmer|brushcutter)\b/i.test(name);
const inCategory =
  (...slugs: string[]) =>
  (item: RelatedSource) =>
    slugs.includes(item.mainCategorySlug);

const CUTTING_PPE: Choice[] = [
  ["ear-defenders", "safety"],
  ["ffp3-dust-mask-pack-of-10", "safety"],
  ["safety-glasses-clear", "safety"],
];
const BREAKING_PPE: Choice[] = [
  ["ear-defenders", "safety"],
  ["safety-glasses-clear", "safety"],
  ["rigger-gloves", "safety"],
];
const GARDEN_PPE: Choice[] = [
  ["ear-defenders", "safety"],
  ["safety-glasses-clear", "safety"],
];

const fuelFor = (item: RelatedSource): Choice[] =>
  petrol(item.name)
    ? [[twoStroke(item.name) ? "aspen-2t-premixed-fuel-5l" : "alkylate-petrol-5l-aspen-4t", "consumable"]]
    : [];

/** Blades for a cut-off saw of this diameter. */
function discCutterBlades(diameter: number): Choice[] {
  if (diameter === 300 || diameter === 350) {
    return [
      [`diamond-blade-${diameter}mm-general-purpose`, "consumable"],
      [`diamond-blade-${diameter}mm-hard-materials`, "consumable"],
    ];
  }
  if (diameter === 230) return [["diamond-blade-230mm", "consumable"]];
  return [];
}

interface Rule {
  applies: (item: RelatedSource) => boolean;
  picks: (item: RelatedSource) => Choice[];
}

export const RULES: Rule[] = [
  {
    applies: inCategory("floor-saws"),
    picks: (item) => [
      ...([450, 500].includes(size(item.name))
        ? ([[`diamond-floor-saw-blade-${size(item.name)}mm`, "consumable"]] as Choice[])
        : []),
      ...fuelFor(item),
      ...CUTTING_PPE,
    ],
  },
  {
    applies: inCategory("petrol-disc-cutters", "electric-and-cordless-disc-cutters"),
    picks: (item) => [
      ...discCutterBlades(size(item.name)),
      ...fuelFor(item),
      ["disc-cutter-trolley", "accessory"],
      ...CUTTING_PPE,
    ],
  },
  {
    applies: inCategory("block-splitters-and-masonry-saws"),
    picks: (item) => [...discCutterBlades(size(item.name)), ...fuelFor(item), ...CUTTING_PPE],
  },
  {
    applies: inCategory("tile-cutters"),
    picks: (item) => (/wet|rail/i.test(item.name) ? [["diamond-tile-blade-200mm", "consumable"]] : []),
  },
  {
    applies: inCategory("heavy-duty-breakers", "pneumatic-breakers", "petrol-breakers"),
    picks: (item) => [
      ["breaker-chisel-28mm-hex-35mm", "accessory"],
      ["breaker-point-28mm-hex", "accessory"],
      ...(item.mainCategorySlug === "pneumatic-breakers" && !/hose/i.test(item.name)
        ? ([["pneumatic-breaker-hose-15m", "accessory"]] as Choice[])
        : []),
      ...fuelFor(item),
      ...BREAKING_PPE,
    ],
  },
  {
    applies: inCategory("medium-breakers", "light-breakers-and-demolition-hammers", "sds-max-drills"),
    picks: () => [
      ["breaker-chisel-sds-max-25mm", "accessory"],
      ["breaker-point-sds-max", "accessory"],
      ...BREAKING_PPE,
    ],
  },
  {
    applies: inCategory("sds-plus-drills", "combi-drills"),
    picks: () => [
      ["sds-plus-drill-bit-set-7-piece", "consumable"],
      ["safety-glasses-clear", "safety"],
      ["ffp3-dust-mask-pack-of-10", "safety"],
    ],
  },
  {
    applies: inCategory("diamond-core-drills"),
    picks: (item) =>
      /stand|bottle/i.test(item.name)
        ? []
        : [
            ["diamond-core-bit-107mm", "consumable"],
            ["diamond-core-bit-127mm", "consumable"],
            ["core-drill-water-bottle-10l", "accessory"],
            ["safety-glasses-clear", "safety"],
          ],
  },
  {
    applies: inCategory("angle-grinders"),
    picks: (item) =>
      size(item.name) === 230 || /cordless/i.test(item.name)
        ? [["diamond-blade-230mm", "consumable"], ["metal-cutting-disc-230mm", "consumable"], ...CUTTING_PPE]
        : [
            ["diamond-blade-115mm", "consumable"],
            ["metal-cutting-disc-115mm", "consumable"],
            ["flap-disc-115mm-60-grit", "consumable"],
            ...CUTTING_PPE,
          ],
  },
  {
    applies: inCategory("metal-chop-saws"),
    picks: (item) => [
      ...(size(item.name) === 355 && !/cold/i.test(item.name)
        ? ([["chop-saw-abrasive-disc-355mm", "consumable"]] as Choice[])
        : []),
      ["ear-defenders", "safety"],
      ["cut-resistant-gloves-level-c", "safety"],
    ],
  },
  {
    applies: inCategory("mitre-saws"),
    picks: (item) => (/stand/i.test(item.name) ? [] : [["mitre-saw-stand", "accessory"]]),
  },
  {
    applies: inCategory("circular-and-plunge-saws"),
    picks: (item) => (/plunge saw (110|240)v/i.test(item.name) ? [["plunge-saw-guide-rail-1-4m", "accessory"]] : []),
  },
  {
    applies: inCategory("floor-sanders"),
    picks: (item) =>
      /edging/i.test(item.name)
        ? [
            ["edging-sander-discs-24-grit-pack-of-10", "consumable"],
            ["edging-sander-discs-60-grit-pack-of-10", "consumable"],
            ["ffp3-dust-mask-pack-of-10", "safety"],
          ]
        : [
            ["floor-sanding-sheets-24-grit-pack-of-10", "consumable"],
            ["floor-sanding-sheets-40-grit-pack-of-10", "consumable"],
            ["floor-sanding-sheets-80-grit-pack-of-10", "consumable"],
            ["ffp3-dust-mask-pack-of-10", "safety"],
            ["ear-defenders", "safety"],
          ],
  },
  {
    applies: inCategory("floor-grinders"),
    picks: (item) => [
      ...(/edge/i.test(item.name) ? ([["diamond-cup-wheel-125mm", "consumable"]] as Choice[]) : []),
      ["ffp3-dust-mask-pack-of-10", "safety"],
      ["ear-defenders", "safety"],
    ],
  },
  {
    applies: inCategory("floor-polishers-and-rotary-cleaners"),
    picks: () => [["floor-polisher-pads-pack-of-5", "consumable"]],
  },
  {
    applies: inCategory("carpet-cleaners"),
    picks: () => [
      ["carpet-shampoo-5l", "consumable"],
      ["defoamer-1l", "consumable"],
    ],
  },
  {
    applies: inCategory("electric-pressure-washers", "petrol-pressure-washers", "hot-water-and-steam-cleaners"),
    picks: (item) => [
      ["pressure-washer-detergent-5l", "consumable"],
      ["patio-and-decking-cleaner-5l", "consumable"],
      ...fuelFor(item),
      ...(/surface cleaner/i.test(item.name)
        ? []
        : ([["pressure-washer-surface-cleaner-20in", "accessory"]] as Choice[])),
      ["safety-glasses-clear", "safety"],
    ],
  },
  {
    applies: inCategory("petrol-generators", "welder-generators"),
    picks: (item) => [
      ...(petrol(item.name) || item.mainCategorySlug === "petrol-generators"
        ? ([["alkylate-petrol-5l-aspen-4t", "consumable"]] as Choice[])
        : []),
      ["engine-oil-4-stroke-1l", "consumable"],
      ["fuel-can-20l", "accessory"],
      ["fuel-funnel-with-filter", "accessory"],
    ],
  },
  {
    applies: inCategory("diesel-generators", "battery-and-hybrid-power"),
    picks: () => [
      ["fuel-can-20l", "accessory"],
      ["fuel-funnel-with-filter", "accessory"],
    ],
  },
  {
    applies: inCategory("propane-heaters"),
    picks: (item) => [
      [
        /100kW|70kW/.test(item.name)
          ? "propane-gas-refill-47kg"
          : /cabinet|patio/i.test(item.name)
            ? "propane-gas-refill-11kg"
            : "propane-gas-refill-19kg",
        "consumable",
      ],
      ["propane-regulator-2-bar-with-hose", "accessory"],
    ],
  },
  {
    applies: inCategory("diesel-heaters"),
    picks: (item) => [
      ...(/indirect/i.test(item.name) ? ([["heater-ducting-300mm-x-7-6m", "accessory"]] as Choice[]) : []),
      ["fuel-can-20l", "accessory"],
    ],
  },
  {
    applies: inCategory("chainsaws-and-pole-pruners"),
    picks: (item) => [["chainsaw-chain-oil-5l", "consumable"], ...fuelFor(item), ...GARDEN_PPE],
  },
  {
    applies: inCategory("hedge-trimmers"),
    picks: (item) => [...fuelFor(item), ["garden-waste-bag-pack-of-10", "consumable"], ...GARDEN_PPE],
  },
  {
    applies: inCategory("strimmers-and-brushcutters"),
    picks: (item) => [
      ["trimmer-line-2-4mm-x-87m", "consumable"],
      ...fuelFor(item),
      ["garden-waste-bag-pack-of-10", "consumable"],
      ...GARDEN_PPE,
    ],
  },
  {
    applies: inCategory("lawn-mowers"),
    picks: (item) => [...fuelFor(item), ["garden-waste-bag-pack-of-10", "consumable"]],
  },
  {
    applies: inCategory(
      "forward-plate-compactors",
      "reversible-plate-compactors",
      "trench-rammers",
      "power-floats-and-trowels",
      "vibrating-screeds",
      "poker-vibrators",
    ),
    picks: (item) => [...fuelFor(item), ["ear-defenders", "safety"], ["rigger-gloves", "safety"]],
  },
  {
    applies: inCategory("electric-mixers", "petrol-and-diesel-mixers"),
    picks: (item) => [...fuelFor(item), ["post-mix-concrete-20kg", "consumable"], ["rigger-gloves", "safety"]],
  },
  {
    applies: inCategory("drywall-sanders", "sanders"),
    picks: () => [["ffp3-dust-mask-pack-of-10", "safety"]],
  },
];

/** A 110V tool needs a site transformer, as its description says. */
export const TRANSFORMER: Rule = {
  applies: (item) => /\b110V\b/.test(item.name) && !/transformer/i.test(item.name),
  picks: () => [["transformer-110v-3kva", "accessory"]],
};
