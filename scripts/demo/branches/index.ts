import { SCOTTISH_AREAS } from "../../../core/bank-holidays.js";
import type { Branch as CatalogueBranch } from "../../../core/catalogue-types.js";
import { createRandom, type Random } from "../random.js";
import { DEMO_BRAND, slugify } from "../text.js";
import { addressLine } from "./addresses.js";
import { countryOf, distanceKm, loadGazetteer, type Gazetteer, type GeoTown } from "./geonames.js";
import {
  EIRCODE_CHARS,
  eircodeRoutingKeys,
  INWARD_LETTERS,
  irishAreaCodes,
  ukDramaRanges,
  ukFallbackRange,
  ukPostcodeAreas,
} from "./postcodes.js";
import { countryTowns, secondBranches, type CountryKey } from "./towns.js";

export interface LocationSet {
  rows: BranchRow[];
  /** Branches per country part (ENG, SCT, WLS, NIR, IE). */
  byCountry: Record<string, number>;
}

/** A row of locations.csv: the API's Branch shape. */
export type BranchRow = CatalogueBranch;

interface Branch {
  town: GeoTown;
  /** Town or city display name ("Newcastle"). */
  place: string;
  /** District of a second branch ("Trafford Park"). */
  district: string | null;
  country: CountryKey;
  type: string;
}

/** Whose branches: the brand's name starts each branch's name, its e-mail domain each address. */
export interface BranchBrand {
  name: string;
  /** The domain of the brand's e-mail address: "kestrelhire.co.uk". */
  emailDomain: string;
  countries: readonly CountryKey[];
  /** The random generator's seed: "locations" for the default demo, so its branches stay as they were. */
  seed: string;
  /** How many partner counters are left without coordinates, to exercise the postcode and town fallbacks. */
  unplacedPartners: number;
}

const KESTREL: BranchBrand = {
  name: DEMO_BRAND.name,
  emailDomain: DEMO_BRAND.email.split("@")[1],
  countries: ["ENG", "SCT", "WLS", "NIR", "IE"],
  seed: "locations",
  unplacedPartners: 4,
};
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** Splits "Name@hint=Display" entries from a tier list. */
function parseEntries(list: string): { entry: string; display: string | null }[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [entry, display] = part.split("=").map((text) => text.trim());
      return { entry, display: display ?? null };
    });
}

/** Picks each country's towns: all of tier A, then B and C weighted 3:1 (+1 for county and district seats). */
function chooseTowns(gazetteer: Gazetteer, random: Random, countries: readonly CountryKey[]): Branch[] {
  const branches: Branch[] = [];
  const usedNames = new Set<string>();
  for (const country of countryTowns.filter((candidate) => countries.includes(candidate.key))) {
    const tiers = (["A", "B", "C"] as const).map((tier) =>
      parseEntries(country.tiers[tier]).map(({ entry, display }) => {
        const town = gazetteer.find(entry, country.key);
        return { town, place: display ?? town.name, tier };
      }),
    );
    const chosen = [...tiers[0]];
    const pool = [...tiers[1], ...tiers[2]];
    const weights = pool.map(
      (candidate) =>
        (candidate.tier === "B" ? 3 : 1) + (gazetteer.admin2Name(candidate.town).includes(candidate.town.name) ? 1 : 0),
    );
    if (chosen.length + pool.length < country.quota) throw new Error(`not enough towns listed for ${country.key}`);
    while (chosen.length < country.quota) {
      const index = random.weightedIndex(weights);
      chosen.push(pool[index]);
      pool.splice(index, 1);
      weights.splice(index, 1);
    }
    for (const candidate of chosen) {
      if (usedNames.has(candidate.place)) throw new Error(`two branches named after ${candidate.place}`);
      usedNames.add(candidate.place);
      branches.push({ town: candidate.town, place: candidate.place, district: null, country: country.key, type: "" });
    }
  }
  for (const [city, entry, districtName, type] of secondBranches) {
    const main = branches.find((branch) => branch.place === city && branch.district === null);
    if (!main && countries.length < countryTowns.length) continue;
    if (!main) throw new Error(`second branch for ${city}, which has no branch`);
    const town = gazetteer.find(entry, main.country);
    if (distanceKm(town, main.town) > 15) throw new Error(`${districtName} is not near ${city}`);
    branches.push({ town, place: city, district: districtName, country: main.country, type });
  }
  return branches;
}

interface Anchor {
  area: string;
  district: string | null;
  maxDistrict: number;
  town: GeoTown;
}

const WELSH_AREAS = new Set(["CF", "LD", "LL", "NP", "SA"]);

/** The anchor town in the area's own country first (Blackburn is in Lancashire, not West Lothian). */
function findAnchorTown(gazetteer: Gazetteer, entry: string, area: string): GeoTown {
  const home: CountryKey =
    area === "BT" ? "NIR" : SCOTTISH_AREAS.has(area) ? "SCT" : WELSH_AREAS.has(area) ? "WLS" : "ENG";
  const order: CountryKey[] = [home, ...(["ENG", "SCT", "WLS", "NIR"] as CountryKey[]).filter((key) => key !== home)];
  for (const country of order) {
    if (gazetteer.count(entry, country) > 0) return gazetteer.find(entry, country);
  }
  return gazetteer.find(entry);
}

function loadAnchors(gazetteer: Gazetteer): Anchor[] {
  return ukPostcodeAreas.flatMap((area) =>
    area.anchors.split(",").map((text) => {
      const [entry, district] = text.split(":").map((part) => part.trim());
      const town = findAnchorTown(gazetteer, entry, area.area);
      if (district && !new RegExp(`^${area.area}\\d`).test(district))
        throw new Error(`district ${district} is not in ${area.area}`);
      return { area: area.area, district: district ?? null, maxDistrict: area.maxDistrict, town };
    }),
  );
}

function ukPostcode(branch: Branch, anchors: Anchor[], random: Random): { postcode: string; area: string } {
  const inNorthernIreland = branch.country === "NIR";
  const candidates = anchors.filter((anchor) => (anchor.area === "BT") === inNorthernIreland);
  const own = candidates.find((anchor) => anchor.town === branch.town);
  const anchor =
    own ??
    candidates.reduce((best, next) =>
      distanceKm(next.town, branch.town) < distanceKm(best.town, branch.town) ? next : best,
    );
  const district = own?.district ?? `${anchor.area}${random.int(1, Math.min(anchor.maxDistrict, 20))}`;
  const inward = `${random.int(0, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
  return { postcode: `${district} ${inward}`, area: anchor.area };
}

function eircode(branch: Branch, random: Random): string {
  const keyTown = branch.district ?? branch.place;
  const keys = eircodeRoutingKeys[keyTown];
  if (!keys) throw new Error(`no Eircode routing key for ${keyTown}`);
  const chars = [...EIRCODE_CHARS];
  const letters = chars.filter((char) => /[A-Z]/.test(char));
  // Unique identifiers start with a letter here, as most real ones do.
  const unique = random.pick(letters) + Array.from({ length: 3 }, () => random.pick(chars)).join("");
  return `${random.pick(keys.split(" "))} ${unique}`;
}

function phoneNumber(branch: Branch, area: string | null, used: Set<string>, random: Random): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    let phone: string;
    if (branch.country === "IE") {
      const code = irishAreaCodes[branch.district ?? branch.place];
      if (!code) throw new Error(`no Irish area code for ${branch.place}`);
      const digits = code.length === 4 ? 5 : 7;
      const number = String(random.int(2, 9) * 10 ** (digits - 1) + random.int(0, 10 ** (digits - 1) - 1));
      phone = digits === 7 ? `${code} ${number.slice(0, 3)} ${number.slice(3)}` : `${code} ${number}`;
    } else {
      const range = ukDramaRanges.find((candidate) => candidate.areas.includes(area ?? ""));
      phone = range
        ? range.format(range.first + random.int(0, range.count - 1))
        : ukFallbackRange.format(ukFallbackRange.first + random.int(0, ukFallbackRange.count - 1));
    }
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
  throw new Error(`ran out of phone numbers for ${branch.place}`);
}

function openingHours(type: string, random: Random): string {
  let weekday: string;
  let saturday: string;
  let sunday = "Closed";
  switch (type) {
    case "Trade Counter":
      weekday = random.pick(["06:30 - 17:00", "07:00 - 17:00"]);
      saturday = random.pick(["07:00 - 12:00", "07:30 - 12:00"]);
      break;
    case "Powered Access Depot":
      weekday = "07:00 - 17:00";
      saturday = "Closed";
      break;
    case "Merchant Partner Counter":
      weekday = random.pick(["07:30 - 17:00", "08:00 - 17:00"]);
      saturday = random.chance(0.5) ? "08:00 - 12:00" : "Closed";
      break;
    default:
      weekday = random.pick(["07:30 - 17:30", "07:30 - 17:30", "07:30 - 17:00", "07:00 - 17:00"]);
      saturday = random.chance(0.12)
        ? "Closed"
        : random.pick(["08:00 - 12:00", "08:00 - 12:00", "08:00 - 13:00", "08:00 - 16:00"]);
      if (saturday !== "Closed" && random.chance(0.05)) sunday = "09:00 - 13:00";
  }
  const hours: Record<string, string> = {};
  for (const day of WEEKDAYS) hours[day] = weekday;
  hours.Saturday = saturday;
  hours.Sunday = sunday;
  return JSON.stringify(hours);
}

function branchType(random: Random): string {
  const types = ["Hire Centre", "Trade Counter", "Powered Access Depot", "Merchant Partner Counter"];
  return types[random.weightedIndex([72, 10, 5, 13])];
}

/** A brand's branches (by default the demo's, across the UK and Ireland) at real GeoNames towns, ids in name order. */
export function buildLocations(owner: BranchBrand = KESTREL): LocationSet {
  const random = createRandom(owner.seed);
  const gazetteer = loadGazetteer();
  const anchors = loadAnchors(gazetteer);
  const branches = chooseTowns(gazetteer, random, owner.countries);
  for (const branch of branches) if (!branch.type) branch.type = branchType(random);

  const named = branches
    .map((branch) => ({ branch, name: `${owner.name} ${branch.place}${branch.district ? ` ${branch.district}` : ""}` }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));

  const phones = new Set<string>();
  const postcodes = new Set<string>();
  const rows: BranchRow[] = named.map(({ branch, name }, index) => {
    let postcode = "";
    let area: string | null = null;
    for (let attempt = 0; attempt < 20 && (postcode === "" || postcodes.has(postcode)); attempt++) {
      if (branch.country === "IE") {
        postcode = eircode(branch, random);
      } else {
        ({ postcode, area } = ukPostcode(branch, anchors, random));
      }
    }
    postcodes.add(postcode);
    const local = slugify(branch.district ? `${branch.place} ${branch.district}` : branch.place);
    const town = branch.district ? `${branch.district}, ${branch.place}` : branch.place;
    return {
      id: index + 1,
      name,
      type: branch.type,
      email: `${local}@${owner.emailDomain}`,
      phone: phoneNumber(branch, area, phones, random),
      fullAddress: `${addressLine(branch.type, countryOf(branch.town), random)}, ${town}`,
      postcode,
      latitude: branch.town.lat,
      longitude: branch.town.lng,
      openingHours: openingHours(branch.type, random),
    };
  });

  // A few partner counters without coordinates exercise the site's postcode and town fallbacks.
  const partners = rows.filter((row) => row.type === "Merchant Partner Counter");
  for (const row of random.shuffle(partners).slice(0, owner.unplacedPartners)) {
    row.latitude = null;
    row.longitude = null;
  }
  const byCountry: Record<string, number> = { ENG: 0, SCT: 0, WLS: 0, NIR: 0, IE: 0 };
  for (const { branch } of named) byCountry[branch.country] = (byCountry[branch.country] ?? 0) + 1;
  return { rows, byCountry };
}
