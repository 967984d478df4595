// Which nation and region a branch is in, judged from its postcode area, to group the branch list
// (docs/decisions/branches.md L10). English regions follow the ONS regions; a postcode area that crosses a boundary
// goes where most of it lies.
import { nationOfPostcode } from "./bank-holidays.js";
import { isUkPostcode, normalisePostcodeInput, outwardCode, postcodeArea } from "./postcode-format.js";

export const NATIONS = ["England", "Scotland", "Wales", "Northern Ireland", "Ireland", "Other"] as const;
export type NationName = (typeof NATIONS)[number];

const ENGLISH_REGIONS: Record<string, readonly string[]> = {
  London: ["E", "EC", "N", "NW", "SE", "SW", "W", "WC", "BR", "CR", "EN", "HA", "IG", "KT", "RM", "SM", "TW", "UB"],
  "South East": ["BN", "CT", "DA", "GU", "HP", "ME", "MK", "OX", "PO", "RG", "RH", "SL", "SO", "TN"],
  "South West": ["BA", "BH", "BS", "DT", "EX", "GL", "PL", "SN", "SP", "TA", "TQ", "TR"],
  "East of England": ["AL", "CB", "CM", "CO", "IP", "LU", "NR", "PE", "SG", "SS", "WD"],
  "East Midlands": ["DE", "LE", "LN", "NG", "NN"],
  "West Midlands": ["B", "CV", "DY", "HR", "ST", "TF", "WR", "WS", "WV"],
  "Yorkshire and the Humber": ["BD", "DN", "HD", "HG", "HU", "HX", "LS", "S", "WF", "YO"],
  "North West": ["BB", "BL", "CA", "CH", "CW", "FY", "L", "LA", "M", "OL", "PR", "SK", "WA", "WN"],
  "North East": ["DH", "DL", "NE", "SR", "TS"],
};
/** The order the list shows English regions in: London first, then round the country. */
export const ENGLISH_REGION_ORDER = Object.keys(ENGLISH_REGIONS);

const regionOfArea = new Map(
  Object.entries(ENGLISH_REGIONS).flatMap(([region, areas]) => areas.map((area) => [area, region] as const)),
);
const WELSH_AREAS = new Set(["CF", "LD", "LL", "NP", "SA"]);

/** Outward codes of English-named areas that lie in Wales (Deeside and Flintshire; mid Wales). */
function welshOutward(area: string, district: number): boolean {
  return (area === "CH" && district >= 5 && district <= 8) || (area === "SY" && district >= 15);
}

export interface BranchPlace {
  nation: NationName;
  /** An English region; null elsewhere. */
  region: string | null;
}

export function placeOfPostcode(postcode: string): BranchPlace {
  const nation = nationOfPostcode(postcode);
  if (nation === "roi") return { nation: "Ireland", region: null };
  if (nation === "nir") return { nation: "Northern Ireland", region: null };
  if (nation === "sct") return { nation: "Scotland", region: null };
  const text = normalisePostcodeInput(postcode);
  if (!isUkPostcode(text)) return { nation: "Other", region: null };
  const outward = outwardCode(text);
  const area = postcodeArea(outward);
  const district = Number.parseInt(outward.slice(area.length), 10);
  if (WELSH_AREAS.has(area) || welshOutward(area, district)) return { nation: "Wales", region: null };
  if (area === "SY") return { nation: "England", region: "West Midlands" };
  if (outward === "TD15") return { nation: "England", region: "North East" }; // Berwick-upon-Tweed
  const region = regionOfArea.get(area);
  return region ? { nation: "England", region } : { nation: "Other", region: null };
}

export interface BranchGroup<T> {
  /** An in-page anchor: `england-london`, `scotland`. */
  id: string;
  nation: NationName;
  region: string | null;
  branches: T[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, "-");

/** Branches grouped by nation, then (in England) region, in a fixed order; each group keeps the given order. */
export function groupByRegion<T extends { postcode: string }>(branches: readonly T[]): BranchGroup<T>[] {
  const groups = new Map<string, BranchGroup<T>>();
  for (const branch of branches) {
    const { nation, region } = placeOfPostcode(branch.postcode);
    const id = region ? `${slug(nation)}-${slug(region)}` : slug(nation);
    const group = groups.get(id) ?? { id, nation, region, branches: [] };
    group.branches.push(branch);
    groups.set(id, group);
  }
  const rank = (group: BranchGroup<T>) =>
    NATIONS.indexOf(group.nation) * 100 + (group.region ? ENGLISH_REGION_ORDER.indexOf(group.region) : 0);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}
