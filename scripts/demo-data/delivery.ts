// The demo's delivery bands (the optional delivery_bands table, docs/decisions/branches.md G11): company-wide bands
// for every branch, and bands of their own for a few London branches (short trips, dearer) and a few in the
// Highlands and Islands (long trips).

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
const BRANCHES_WITH_OWN_BANDS = 3;

const bands = (branchId: number | null, list: [number, string][]): DeliveryBandRow[] =>
  list.map(([miles, price]) => ({ branchId, upToMiles: String(miles), price }));

export function buildDeliveryBands(branches: readonly DeliveryBranch[]): DeliveryBandRow[] {
  const byId = [...branches].sort((a, b) => a.id - b.id);
  const london = byId.filter((branch) => LONDON_AREAS.test(branch.postcode)).slice(0, BRANCHES_WITH_OWN_BANDS);
  const highland = byId.filter((branch) => HIGHLAND_AREAS.test(branch.postcode)).slice(0, BRANCHES_WITH_OWN_BANDS);
  return [
    ...bands(null, COMPANY_WIDE),
    ...london.flatMap((branch) => bands(branch.id, LONDON)),
    ...highland.flatMap((branch) => bands(branch.id, HIGHLANDS)),
  ];
}
