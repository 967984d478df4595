import type { Branch } from "../../../core/catalogue-types.js";
import { nationOfPostcode } from "../../../core/bank-holidays.js";
import { groupByRegion, placeOfPostcode } from "../../../core/branch-regions.js";
import { site } from "../../../core/site.js";

// The list of all branches (/locations/browse-all): the filter by town or name, and the grouping by nation and
// region with its jump list (docs/decisions/branches.md L10).

const words = (text: string) =>
  text
    .toLocaleLowerCase("en-GB")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const compact = (text: string) => text.toUpperCase().replace(/\s+/g, "");

/**
 * Where the branches are, in the brand's words (docs/decisions/branches.md L6): the UK, Ireland, or both when there
 * are branches on each side of the border.
 */
export function branchArea(branches: readonly { postcode: string }[]): string {
  const irish = branches.filter((branch) => nationOfPostcode(branch.postcode) === "roi").length;
  if (irish === 0) return site.areas.uk;
  return irish === branches.length ? site.areas.ireland : site.areas.both;
}

/** The town of an address: its last part ("Unit 4, Mill Lane, Leeds" is in Leeds). */
export const townOf = (fullAddress: string) => fullAddress.split(",").at(-1)?.trim() ?? "";

/**
 * The branches whose name, town, nation or region contains the query, or whose postcode starts with it; an empty
 * query keeps them all. Case, spaces and punctuation do not matter ("st albans" finds "St. Albans").
 */
export function filterBranches(branches: readonly Branch[], query: string): Branch[] {
  const wanted = words(query);
  if (!wanted) return [...branches];
  const postcode = compact(query);
  return branches.filter((branch) => {
    const { nation, region } = placeOfPostcode(branch.postcode);
    const text = words([branch.name, townOf(branch.fullAddress), nation, region ?? ""].join(" "));
    return ` ${text} `.includes(` ${wanted}`) || compact(branch.postcode).startsWith(postcode);
  });
}

/** What a group of the list sends to the browser: its anchor, heading and the branches' table fields. */
export function groupForList(branches: readonly Branch[]) {
  return groupByRegion(branches).map(({ id, nation, region, branches: members }) => ({
    id,
    nation,
    region,
    branches: members.map(({ id: branchId, name, type, postcode, phone, email }) => ({
      id: branchId,
      name,
      type,
      postcode,
      phone,
      email,
    })),
  }));
}
