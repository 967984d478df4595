// The demo's delivery bands (the optional delivery_bands table, docs/decisions/branches.md G11): company-wide bands
// for every branch, and bands of their own for a few London branches (short trips, dearer) and a few in the
// Highlands and Islands (long trips); in Ireland, for Dublin's (Eircode routing keys D01-D24, D6W).

interface DeliveryBranch {
  id: number;
  postcode: string;
}

export interface DeliveryBandRow {
  branchId: number | null;
  upToMiles: string;
  price: string;
}

const COMPANY_WIDE: [number, string][] = [
  [10, "25.00"],
  [20, "40.00"],
  [35, "60.00"],
  [50, "85.00"],
];
const LONDON: [number, string][] = [
  [5, "30.00"],
  [12, "45.00"],
  [25, "70.00"],
];
const HIGHLANDS: [number, string][] = [
  [25, "35.00"],
  [60, "65.00"],
  [100, "110.00"],
];

const LONDON_AREAS = /^(E|EC|N|NW|SE|SW|W|WC)\d/;
const HIGHLAND_AREAS = /^(IV|KW|PH|PA|HS|ZE)\d/;
const DUBLIN_AREAS = /^D(\d\d|6W) /;
const BRANCHES_WITH_OWN_BANDS = 3;

interface Region {
  areas: RegExp;
  bands: [number, string][];
}

/** Where branches have bands of their own: Kestrel Hire's (data/demo), and an Irish brand's. */
export const UK_REGIONS: Region[] = [
  { areas: LONDON_AREAS, bands: LONDON },
  { areas: HIGHLAND_AREAS, bands: HIGHLANDS },
];
export const IRISH_REGIONS: Region[] = [{ areas: DUBLIN_AREAS, bands: LONDON }];

const bands = (branchId: number | null, list: [number, string][]): DeliveryBandRow[] =>
  list.map(([miles, price]) => ({ branchId, upToMiles: String(miles), price }));

export function buildDeliveryBands(
  branches: readonly DeliveryBranch[],
  regions: readonly Region[] = UK_REGIONS,
): DeliveryBandRow[] {
  const byId = [...branches].sort((a, b) => a.id - b.id);
  const own = regions.flatMap(({ areas, bands: list }) =>
    byId
      .filter((branch) => areas.test(branch.postcode))
      .slice(0, BRANCHES_WITH_OWN_BANDS)
      .flatMap((branch) => bands(branch.id, list)),
  );
  return [...bands(null, COMPANY_WIDE), ...own];
}
