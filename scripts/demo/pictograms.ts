import type { PictogramName } from "./catalogue/dsl.js";

/**
 * One simple pictogram per family (top-level categories and the level-1 groups that are families of
 * their own, scripts/demo/catalogue/families.ts), drawn in a 200 x 200 box with SVG primitives in the
 * brand colours: W (white), A (amber), N (navy, for cut-outs) and G (light grey).
 */
const W = "#ffffff";
const A = "#ffb81c";
const N = "#0b3a66";
const G = "#c9d3dd";

const rungs = (x1: number, x2: number, from: number, to: number, step: number, colour: string, width: number) =>
  Array.from(
    { length: Math.floor((to - from) / step) + 1 },
    (_, i) =>
      `<line x1="${x1}" y1="${from + i * step}" x2="${x2}" y2="${from + i * step}" stroke="${colour}" stroke-width="${width}"/>`,
  ).join("");

/** A cordless drill: the power tools family, and Breaking & Drilling's Drilling group. */
const powerDrill = `
    <rect x="46" y="56" width="96" height="42" rx="12" fill="${W}"/>
    <rect x="140" y="64" width="20" height="26" rx="3" fill="${A}"/>
    <line x1="160" y1="77" x2="192" y2="77" stroke="${G}" stroke-width="6" stroke-linecap="round"/>
    <polygon points="78,96 112,96 104,152 70,152" fill="${W}"/>
    <rect x="56" y="150" width="62" height="26" rx="5" fill="${A}"/>
    <rect x="60" y="66" width="40" height="8" rx="4" fill="${N}" opacity="0.4"/>`;

export const pictograms: Record<PictogramName, string> = {
  access: `
    <path d="M82 148 L122 100 L76 52" fill="none" stroke="${A}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="122" cy="100" r="8" fill="${W}"/>
    <rect x="46" y="30" width="52" height="26" rx="3" fill="${W}"/>
    <rect x="52" y="36" width="40" height="6" fill="${N}"/>
    <rect x="38" y="146" width="124" height="22" rx="6" fill="${W}"/>
    <circle cx="62" cy="174" r="13" fill="${W}" stroke="${N}" stroke-width="5"/>
    <circle cx="138" cy="174" r="13" fill="${W}" stroke="${N}" stroke-width="5"/>`,
  breaking: `
    <rect x="52" y="26" width="96" height="16" rx="8" fill="${W}"/>
    <rect x="82" y="40" width="36" height="34" fill="${W}"/>
    <rect x="70" y="70" width="60" height="44" rx="6" fill="${A}"/>
    <rect x="80" y="80" width="40" height="6" fill="${N}" opacity="0.5"/>
    <rect x="93" y="114" width="14" height="44" fill="${G}"/>
    <polygon points="93,158 107,158 100,178" fill="${G}"/>
    <polygon points="62,176 74,166 80,180" fill="${A}"/>
    <polygon points="124,180 132,164 142,176" fill="${A}"/>`,
  cleaning: `
    <path d="M100 24 C 118 56, 152 92, 152 124 A 52 52 0 0 1 48 124 C 48 92, 82 56, 100 24 Z" fill="${W}"/>
    <path d="M74 126 A 28 28 0 0 0 100 152" fill="none" stroke="${A}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="154" cy="52" r="8" fill="${A}"/>
    <circle cx="168" cy="78" r="5" fill="${W}"/>`,
  compaction: `
    <line x1="122" y1="108" x2="164" y2="52" stroke="${W}" stroke-width="9" stroke-linecap="round"/>
    <line x1="152" y1="44" x2="178" y2="62" stroke="${W}" stroke-width="9" stroke-linecap="round"/>
    <rect x="62" y="100" width="76" height="46" rx="6" fill="${A}"/>
    <rect x="72" y="110" width="30" height="14" fill="${N}" opacity="0.45"/>
    <rect x="36" y="146" width="128" height="16" rx="3" fill="${W}"/>
    <path d="M44 176 q 10 -8 20 0 t 20 0 t 20 0 t 20 0 t 20 0 t 20 0" fill="none" stroke="${A}" stroke-width="5" stroke-linecap="round"/>`,
  concreting: `
    <g transform="rotate(-28 104 96)">
      <path d="M50 72 L78 54 H134 A 26 42 0 0 1 134 138 H78 L50 120 Z" fill="${W}"/>
      <ellipse cx="50" cy="96" rx="9" ry="24" fill="${A}"/>
      <line x1="92" y1="56" x2="92" y2="136" stroke="${G}" stroke-width="5"/>
      <line x1="116" y1="54" x2="116" y2="138" stroke="${G}" stroke-width="5"/>
    </g>
    <line x1="112" y1="130" x2="78" y2="180" stroke="${W}" stroke-width="8" stroke-linecap="round"/>
    <line x1="112" y1="130" x2="140" y2="172" stroke="${W}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="146" cy="176" r="11" fill="${A}"/>`,
  cutting: `
    <circle cx="100" cy="100" r="74" fill="${W}"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      const x = (r: number) => (100 + r * Math.cos(a)).toFixed(1);
      const y = (r: number) => (100 + r * Math.sin(a)).toFixed(1);
      return `<line x1="${x(54)}" y1="${y(54)}" x2="${x(76)}" y2="${y(76)}" stroke="${N}" stroke-width="4"/><circle cx="${x(54)}" cy="${y(54)}" r="4" fill="${N}"/>`;
    }).join("")}
    <circle cx="100" cy="100" r="40" fill="none" stroke="${G}" stroke-width="3"/>
    <circle cx="100" cy="100" r="24" fill="${A}"/>
    <circle cx="100" cy="100" r="8" fill="${N}"/>`,
  gardening: `
    <path d="M58 168 C 30 118, 54 52, 160 32 C 166 104, 138 160, 58 168 Z" fill="${W}"/>
    <path d="M58 168 C 86 126, 116 82, 150 44" fill="none" stroke="${A}" stroke-width="7" stroke-linecap="round"/>
    <path d="M96 118 L 76 96 M 112 96 L 96 70 M 104 112 L 134 104 M 122 86 L 146 78" stroke="${A}" stroke-width="5" stroke-linecap="round"/>
    <line x1="58" y1="168" x2="44" y2="182" stroke="${W}" stroke-width="7" stroke-linecap="round"/>`,
  heating: `
    <path d="M100 22 C 118 58, 156 82, 152 130 A 52 50 0 0 1 48 130 C 46 100, 64 84, 74 58 C 84 80, 90 92, 98 98 C 110 76, 112 50, 100 22 Z" fill="${A}"/>
    <path d="M100 92 C 110 112, 128 124, 126 144 A 26 26 0 0 1 74 144 C 74 126, 92 116, 100 92 Z" fill="${W}"/>`,
  lifting: `
    <rect x="88" y="18" width="24" height="16" rx="3" fill="${G}"/>
    <ellipse cx="100" cy="46" rx="8" ry="12" fill="none" stroke="${W}" stroke-width="6"/>
    <ellipse cx="100" cy="68" rx="8" ry="12" fill="none" stroke="${W}" stroke-width="6"/>
    <path d="M100 82 L100 112 A 32 32 0 1 1 68 144" fill="none" stroke="${A}" stroke-width="15" stroke-linecap="round"/>
    <polygon points="58,136 80,136 68,154" fill="${A}"/>`,
  plumbing: `
    <path d="M26 72 H104 A 42 42 0 0 1 146 114 V182" fill="none" stroke="${W}" stroke-width="28"/>
    <rect x="54" y="54" width="14" height="36" rx="2" fill="${A}"/>
    <rect x="128" y="136" width="36" height="14" rx="2" fill="${A}"/>
    <path d="M56 126 C 62 140, 72 150, 72 160 A 16 16 0 0 1 40 160 C 40 150, 50 140, 56 126 Z" fill="${A}"/>`,
  power: `
    <circle cx="100" cy="100" r="70" fill="none" stroke="${W}" stroke-width="8" opacity="0.9"/>
    <polygon points="112,26 58,110 96,110 84,176 144,88 106,88 124,26" fill="${A}"/>`,
  site: `
    <polygon points="100,24 142,160 58,160" fill="${A}"/>
    <polygon points="86,70 114,70 120,90 80,90" fill="${W}"/>
    <polygon points="74,110 126,110 132,130 68,130" fill="${W}"/>
    <rect x="40" y="158" width="120" height="16" rx="4" fill="${W}"/>`,
  surveying: `
    <rect x="62" y="40" width="76" height="40" rx="6" fill="${W}"/>
    <circle cx="132" cy="60" r="11" fill="${A}"/>
    <line x1="144" y1="60" x2="190" y2="60" stroke="${A}" stroke-width="4" stroke-dasharray="8 6"/>
    <rect x="90" y="80" width="20" height="12" fill="${G}"/>
    <line x1="100" y1="92" x2="56" y2="180" stroke="${W}" stroke-width="7" stroke-linecap="round"/>
    <line x1="100" y1="92" x2="100" y2="182" stroke="${W}" stroke-width="7" stroke-linecap="round"/>
    <line x1="100" y1="92" x2="144" y2="180" stroke="${W}" stroke-width="7" stroke-linecap="round"/>`,
  powertools: powerDrill,
  drill: powerDrill,
  painting: `
    <rect x="40" y="34" width="108" height="42" rx="10" fill="${A}"/>
    <path d="M148 55 H166 V104 H100 V126" fill="none" stroke="${W}" stroke-width="8" stroke-linejoin="round"/>
    <rect x="90" y="124" width="20" height="58" rx="8" fill="${W}"/>
    <rect x="52" y="44" width="84" height="6" rx="3" fill="${W}" opacity="0.5"/>`,
  plant: `
    <rect x="26" y="150" width="116" height="26" rx="13" fill="${W}"/>
    <circle cx="44" cy="163" r="7" fill="${N}"/><circle cx="84" cy="163" r="7" fill="${N}"/><circle cx="124" cy="163" r="7" fill="${N}"/>
    <rect x="40" y="104" width="78" height="44" rx="5" fill="${A}"/>
    <rect x="50" y="78" width="36" height="30" rx="3" fill="${A}"/>
    <rect x="56" y="84" width="24" height="18" fill="${N}" opacity="0.55"/>
    <path d="M112 118 L150 62 L178 104" fill="none" stroke="${W}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
    <polygon points="170,100 192,108 184,134 164,124" fill="${W}"/>`,
  tower: `
    <rect x="54" y="28" width="10" height="138" fill="${W}"/>
    <rect x="136" y="28" width="10" height="138" fill="${W}"/>
    ${rungs(64, 136, 60, 140, 40, W, 6)}
    <line x1="64" y1="140" x2="136" y2="60" stroke="${G}" stroke-width="5"/>
    <rect x="44" y="30" width="112" height="12" rx="2" fill="${A}"/>
    <line x1="50" y1="30" x2="50" y2="12" stroke="${A}" stroke-width="5"/><line x1="150" y1="30" x2="150" y2="12" stroke="${A}" stroke-width="5"/>
    <line x1="50" y1="14" x2="150" y2="14" stroke="${A}" stroke-width="5"/>
    <circle cx="59" cy="176" r="10" fill="${A}"/><circle cx="141" cy="176" r="10" fill="${A}"/>`,
  ladder: `
    <g transform="rotate(14 100 100)">
      <rect x="60" y="18" width="12" height="168" rx="4" fill="${W}"/>
      <rect x="128" y="18" width="12" height="168" rx="4" fill="${W}"/>
      ${rungs(72, 128, 40, 170, 26, A, 8)}
    </g>`,
  harness: `
    <path d="M100 24 C 72 24, 60 44, 60 70 V 150 C 60 172, 80 182, 100 182 C 120 182, 140 172, 140 150 V 70 C 140 44, 128 24, 100 24 Z" fill="none" stroke="${W}" stroke-width="14"/>
    <line x1="140" y1="78" x2="140" y2="138" stroke="${A}" stroke-width="16" stroke-linecap="round"/>
    <rect x="84" y="96" width="32" height="40" rx="6" fill="${A}"/>`,
  prop: `
    <rect x="64" y="20" width="72" height="12" rx="3" fill="${A}"/>
    <rect x="93" y="30" width="14" height="70" fill="${W}"/>
    <rect x="88" y="96" width="24" height="74" rx="3" fill="${W}"/>
    <rect x="80" y="90" width="40" height="10" rx="3" fill="${A}"/>
    <line x1="74" y1="112" x2="126" y2="112" stroke="${G}" stroke-width="6" stroke-linecap="round"/>
    <rect x="64" y="168" width="72" height="12" rx="3" fill="${A}"/>`,
  drying: `
    <rect x="50" y="52" width="100" height="122" rx="12" fill="${W}"/>
    ${rungs(64, 136, 70, 100, 10, G, 4)}
    <path d="M100 114 C 108 128, 120 138, 120 150 A 20 20 0 0 1 80 150 C 80 138, 92 128, 100 114 Z" fill="${A}"/>
    <rect x="82" y="30" width="36" height="22" rx="4" fill="${W}"/>`,
  cooling: `
    <circle cx="100" cy="100" r="76" fill="none" stroke="${W}" stroke-width="8"/>
    ${[0, 120, 240]
      .map(
        (angle) =>
          `<path d="M100 100 C 92 74, 96 48, 112 36 C 128 52, 122 78, 100 100 Z" fill="${W}" transform="rotate(${angle} 100 100)"/>`,
      )
      .join("")}
    <circle cx="100" cy="100" r="14" fill="${A}"/>`,
  lighting: `
    <rect x="52" y="26" width="96" height="40" rx="6" fill="${W}"/>
    <rect x="60" y="34" width="36" height="24" rx="3" fill="${A}"/><rect x="104" y="34" width="36" height="24" rx="3" fill="${A}"/>
    <path d="M60 70 L40 110 M100 70 V 112 M140 70 L160 110" stroke="${A}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
    <rect x="94" y="66" width="12" height="96" fill="${W}"/>
    <rect x="58" y="150" width="84" height="24" rx="6" fill="${W}"/>
    <line x1="58" y1="172" x2="30" y2="184" stroke="${G}" stroke-width="6" stroke-linecap="round"/>
    <line x1="142" y1="172" x2="170" y2="184" stroke="${G}" stroke-width="6" stroke-linecap="round"/>`,
  fuel: `
    <path d="M52 56 L80 30 H148 V176 H52 Z" fill="${A}"/>
    <rect x="96" y="18" width="40" height="18" rx="4" fill="${W}"/>
    <path d="M100 36 L124 36" stroke="${N}" stroke-width="6"/>
    <path d="M72 86 L128 150 M128 86 L72 150" stroke="${W}" stroke-width="10" stroke-linecap="round"/>
    <path d="M52 56 L36 40" stroke="${W}" stroke-width="8" stroke-linecap="round"/>`,
  welding: `
    <path d="M48 50 C 48 26, 152 26, 152 50 V 132 C 152 168, 48 168, 48 132 Z" fill="${W}"/>
    <rect x="66" y="70" width="68" height="30" rx="5" fill="${N}"/>
    <rect x="72" y="76" width="56" height="8" rx="3" fill="${A}" opacity="0.7"/>
    <path d="M150 164 L160 150 M164 176 L180 170 M146 180 L150 194" stroke="${A}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="150" cy="176" r="7" fill="${A}"/>`,
  compressor: `
    <rect x="28" y="86" width="144" height="62" rx="31" fill="${W}"/>
    <rect x="64" y="48" width="60" height="40" rx="6" fill="${A}"/>
    <circle cx="148" cy="60" r="16" fill="${W}"/><line x1="148" y1="60" x2="156" y2="52" stroke="${N}" stroke-width="4"/>
    <circle cx="58" cy="162" r="14" fill="${A}"/><circle cx="142" cy="162" r="14" fill="${A}"/>
    <path d="M172 118 C 192 118, 192 150, 176 166" fill="none" stroke="${G}" stroke-width="6"/>`,
  sander: `
    <path d="M132 92 L170 30" stroke="${W}" stroke-width="10" stroke-linecap="round"/>
    <rect x="158" y="20" width="30" height="12" rx="5" fill="${A}" transform="rotate(-58 172 26)"/>
    <rect x="40" y="92" width="112" height="56" rx="10" fill="${A}"/>
    <rect x="52" y="104" width="40" height="14" fill="${N}" opacity="0.45"/>
    <circle cx="66" cy="160" r="18" fill="${W}"/><circle cx="66" cy="160" r="6" fill="${N}"/>
    <rect x="100" y="146" width="60" height="16" rx="8" fill="${W}"/>
    <rect x="24" y="178" width="152" height="6" rx="3" fill="${G}"/>`,
  pump: `
    <circle cx="86" cy="110" r="50" fill="${W}"/>
    <circle cx="86" cy="110" r="20" fill="${A}"/>
    <rect x="120" y="58" width="26" height="40" fill="${W}"/>
    <rect x="112" y="46" width="42" height="14" rx="3" fill="${A}"/>
    <rect x="44" y="160" width="84" height="16" rx="4" fill="${W}"/>
    <path d="M30 110 H 10" stroke="${W}" stroke-width="16"/>
    <path d="M174 40 C 186 56, 190 66, 182 76 A 10 10 0 0 1 164 70 C 164 60, 170 52, 174 40 Z" fill="${A}"/>`,
  cabin: `
    <rect x="22" y="62" width="156" height="96" rx="4" fill="${W}"/>
    <rect x="16" y="52" width="168" height="14" rx="3" fill="${A}"/>
    <rect x="40" y="84" width="44" height="32" fill="${N}" opacity="0.55"/>
    <rect x="100" y="84" width="44" height="32" fill="${N}" opacity="0.55"/>
    <rect x="152" y="96" width="18" height="62" fill="${A}"/>
    <rect x="30" y="158" width="20" height="16" fill="${G}"/><rect x="150" y="158" width="20" height="16" fill="${G}"/>`,
  fence: `
    <rect x="24" y="40" width="152" height="110" fill="none" stroke="${W}" stroke-width="8"/>
    ${rungs(28, 172, 62, 134, 24, W, 3)}
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${44 + i * 19}" y1="44" x2="${44 + i * 19}" y2="146" stroke="${W}" stroke-width="3"/>`).join("")}
    <rect x="10" y="150" width="44" height="22" rx="4" fill="${A}"/>
    <rect x="146" y="150" width="44" height="22" rx="4" fill="${A}"/>`,
  helmet: `
    <path d="M34 132 C 34 70, 70 40, 100 40 C 130 40, 166 70, 166 132 Z" fill="${A}"/>
    <rect x="88" y="40" width="24" height="92" rx="4" fill="${W}" opacity="0.55"/>
    <rect x="18" y="128" width="164" height="20" rx="10" fill="${A}"/>
    <rect x="30" y="134" width="140" height="6" rx="3" fill="${W}" opacity="0.5"/>`,
};
