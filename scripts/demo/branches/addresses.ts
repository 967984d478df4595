import type { Random } from "../random.js";
import type { CountryKey } from "./towns.js";

const estateNames = [
  "Riverside",
  "Station",
  "Mill",
  "Canal",
  "Eastgate",
  "Westfield",
  "Northbridge",
  "Southgate",
  "Parkway",
  "Meadow",
  "Orchard",
  "Victoria",
  "Albion",
  "Kingsway",
  "Brunel",
  "Telford",
  "Phoenix",
  "Enterprise",
  "Trident",
  "Crown",
  "Castle",
  "Abbey",
  "Bridge",
  "Harbour",
  "Heron",
  "Falcon",
  "Sovereign",
  "Pioneer",
  "Lakeside",
  "Greenway",
  "Foundry",
  "Beacon",
  "Oakfield",
  "Ashville",
  "Hawthorn",
  "Swan",
  "Chancel",
  "Empress",
  "Progress",
  "Gateway",
];
const estateKinds = [
  "Industrial Estate",
  "Trading Estate",
  "Business Park",
  "Enterprise Park",
  "Industrial Park",
  "Trade Park",
];
const streets = [
  "Station Road",
  "Mill Lane",
  "Canal Street",
  "Bridge Road",
  "Church Road",
  "Park Road",
  "Victoria Road",
  "London Road",
  "Commercial Road",
  "Dock Road",
  "Wharf Road",
  "Factory Lane",
  "Foundry Lane",
  "Works Road",
  "Queensway",
  "Ring Road",
  "Brunswick Street",
  "Cross Lane",
  "Moor Lane",
  "Ashgrove Road",
  "Armstrong Way",
  "Faraday Road",
  "Whittle Avenue",
  "Stephenson Road",
  "Telford Way",
  "Carrington Road",
  "Hollins Lane",
  "Greenbank Road",
  "Priory Road",
  "Sandy Lane",
];
const welshStreets = ["Heol y Gamlas", "Ffordd yr Orsaf", "Heol y Felin", "Stryd y Bont", "Ffordd Celyn"];
const irishStreets = [
  "Dublin Road",
  "Cork Road",
  "Old Mill Road",
  "Main Street",
  "Church Street",
  "Station Road",
  "Ballymount Road",
  "Quay Street",
];
const merchants = [
  "Ridgeway Builders Merchants",
  "Hartwell Timber & Building Supplies",
  "Calder Building Supplies",
  "Mercia Trade Centre",
  "Fenland Builders Merchants",
  "Pennine Timber & Sheet",
  "Westcountry Building Supplies",
  "Tweed Valley Builders Merchants",
];

/** A plausible trading address line (without the town) for a branch of the given type. */
export function addressLine(type: string, country: CountryKey, random: Random): string {
  const streetPool = country === "IE" ? irishStreets : country === "WLS" && random.chance(0.3) ? welshStreets : streets;
  const street = random.pick(streetPool);
  if (type === "Merchant Partner Counter") return `c/o ${random.pick(merchants)}, ${random.int(2, 180)} ${street}`;
  if (random.chance(0.2)) return `${random.int(2, 240)} ${street}`;
  const estate = `${random.pick(estateNames)} ${random.pick(estateKinds)}`;
  return `Unit ${random.int(1, 28)}${random.chance(0.15) ? random.pick(["A", "B", "C"]) : ""}, ${estate}, ${street}`;
}
