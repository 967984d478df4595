import { formatPostcode, isEircode, normalisePostcodeInput } from "./postcode-format.js";

// Where an Eircode is, to a few kilometres: the 139 routing keys (the first three characters, one postal district
// each) with their principal post town and a position for the district (docs/decisions/branches.md G13). The source
// of each position is the row's last field: "geonames" is data/geonames/towns.tsv's entry of the post town's name,
// "geonames:<name>" its entry under that name (GeoNames lists some towns by their Irish name), and "known" a position
// set by hand where the town list has none: Dublin's districts (the district's centre), Cork's two city districts, a
// few villages, and Blackrock (the town list's Blackrock is the one in County Louth, not A94's by Dublin).

/** Routing key, the district's name as results show it, latitude, longitude, where the position came from. */
type DistrictRow = readonly [routingKey: string, name: string, latitude: number, longitude: number, source: string];

export const EIRCODE_DISTRICT_ROWS: readonly DistrictRow[] = [
  ["A41", "Ballyboughal", 53.5197, -6.2667, "known"],
  ["A42", "Garristown", 53.5656, -6.3856, "known"],
  ["A45", "Oldtown", 53.5244, -6.3156, "known"],
  ["A63", "Greystones", 53.1408, -6.0631, "geonames"],
  ["A67", "Wicklow", 52.975, -6.0494, "geonames"],
  ["A75", "Castleblayney", 54.1167, -6.7333, "geonames"],
  ["A81", "Carrickmacross", 53.9728, -6.7189, "geonames"],
  ["A82", "Kells", 53.7264, -6.8792, "geonames"],
  ["A83", "Enfield", 53.4142, -6.8323, "geonames"],
  ["A84", "Ashbourne", 53.5116, -6.3982, "geonames"],
  ["A85", "Dunboyne", 53.419, -6.4737, "geonames"],
  ["A86", "Dunshaughlin", 53.5125, -6.54, "geonames"],
  ["A91", "Dundalk", 54, -6.4167, "geonames"],
  ["A92", "Drogheda", 53.7189, -6.3478, "geonames"],
  ["A94", "Blackrock", 53.3015, -6.1778, "known"],
  ["A96", "Glenageary", 53.28, -6.123, "known"],
  ["A98", "Bray", 53.2028, -6.0983, "geonames"],
  ["C15", "Navan", 53.6528, -6.6814, "geonames"],
  ["D01", "Dublin 1", 53.352, -6.259, "known"],
  ["D02", "Dublin 2", 53.339, -6.255, "known"],
  ["D03", "Dublin 3", 53.365, -6.215, "known"],
  ["D04", "Dublin 4", 53.327, -6.225, "known"],
  ["D05", "Dublin 5", 53.385, -6.19, "known"],
  ["D06", "Dublin 6", 53.318, -6.262, "known"],
  ["D07", "Dublin 7", 53.356, -6.285, "known"],
  ["D08", "Dublin 8", 53.338, -6.285, "known"],
  ["D09", "Dublin 9", 53.378, -6.245, "known"],
  ["D10", "Dublin 10", 53.341, -6.35, "known"],
  ["D11", "Dublin 11", 53.39, -6.295, "known"],
  ["D12", "Dublin 12", 53.322, -6.32, "known"],
  ["D13", "Dublin 13", 53.392, -6.15, "known"],
  ["D14", "Dublin 14", 53.295, -6.255, "known"],
  ["D15", "Dublin 15", 53.39, -6.38, "known"],
  ["D16", "Dublin 16", 53.278, -6.275, "known"],
  ["D17", "Dublin 17", 53.398, -6.205, "known"],
  ["D18", "Dublin 18", 53.265, -6.19, "known"],
  ["D20", "Dublin 20", 53.352, -6.375, "known"],
  ["D22", "Dublin 22", 53.322, -6.4, "known"],
  ["D24", "Dublin 24", 53.2859, -6.3734, "geonames:Tallaght"],
  ["D6W", "Dublin 6W", 53.305, -6.3, "known"],
  ["E21", "Cahir", 52.3769, -7.9217, "geonames"],
  ["E25", "Cashel", 52.5158, -7.8856, "geonames"],
  ["E32", "Carrick-on-Suir", 52.3492, -7.4131, "geonames"],
  ["E34", "Tipperary", 52.4733, -8.1558, "geonames"],
  ["E41", "Thurles", 52.6819, -7.8022, "geonames"],
  ["E45", "Nenagh", 52.8628, -8.1995, "geonames"],
  ["E53", "Roscrea", 52.9511, -7.8017, "geonames"],
  ["E91", "Clonmel", 52.355, -7.7039, "geonames:Cluain Meala"],
  ["F12", "Claremorris", 53.7167, -9, "geonames"],
  ["F23", "Castlebar", 53.85, -9.3, "geonames"],
  ["F26", "Ballina", 54.1167, -9.1667, "geonames"],
  ["F28", "Westport", 53.8, -9.5167, "geonames"],
  ["F31", "Ballinrobe", 53.6333, -9.2333, "geonames"],
  ["F35", "Ballyhaunis", 53.7667, -8.7667, "geonames"],
  ["F42", "Roscommon", 53.6333, -8.1833, "geonames"],
  ["F45", "Castlerea", 53.7726, -8.5031, "geonames"],
  ["F52", "Boyle", 53.9667, -8.3, "geonames"],
  ["F56", "Ballymote", 54.0833, -8.5167, "geonames"],
  ["F91", "Sligo", 54.2697, -8.4694, "geonames"],
  ["F92", "Letterkenny", 54.95, -7.7333, "geonames"],
  ["F93", "Lifford", 54.8336, -7.4847, "known"],
  ["F94", "Donegal", 54.6538, -8.1113, "geonames"],
  ["H12", "Cavan", 53.9908, -7.3606, "geonames"],
  ["H14", "Belturbet", 54.1, -7.45, "geonames"],
  ["H16", "Cootehill", 54.0725, -7.0819, "geonames"],
  ["H18", "Monaghan", 54.2459, -6.971, "geonames"],
  ["H23", "Clones", 54.1833, -7.2333, "geonames"],
  ["H53", "Ballinasloe", 53.3275, -8.2194, "geonames"],
  ["H54", "Tuam", 53.5167, -8.85, "geonames"],
  ["H62", "Loughrea", 53.1969, -8.5669, "geonames"],
  ["H65", "Athenry", 53.2964, -8.7431, "geonames"],
  ["H71", "Clifden", 53.4891, -10.0191, "geonames"],
  ["H91", "Galway", 53.2724, -9.051, "geonames"],
  ["K32", "Balbriggan", 53.6085, -6.1831, "geonames"],
  ["K34", "Skerries", 53.581, -6.107, "geonames"],
  ["K36", "Malahide", 53.4508, -6.1544, "geonames"],
  ["K45", "Lusk", 53.5274, -6.1642, "geonames"],
  ["K56", "Rush", 53.5225, -6.0931, "known"],
  ["K67", "Swords", 53.4597, -6.2181, "geonames"],
  ["K78", "Lucan", 53.3574, -6.4486, "geonames"],
  ["N37", "Athlone", 53.4228, -7.9372, "geonames"],
  ["N39", "Longford", 53.7254, -7.7982, "geonames"],
  ["N41", "Carrick-on-Shannon", 53.9469, -8.09, "geonames"],
  ["N91", "Mullingar", 53.5247, -7.3385, "geonames:An Muileann gCearr"],
  ["P12", "Macroom", 51.9066, -8.9697, "geonames"],
  ["P14", "Crookstown", 51.8486, -8.8317, "known"],
  ["P17", "Kinsale", 51.7075, -8.5306, "geonames"],
  ["P24", "Cobh", 51.8505, -8.2948, "geonames"],
  ["P25", "Midleton", 51.9153, -8.1805, "geonames"],
  ["P31", "Ballincollig", 51.8833, -8.5833, "geonames"],
  ["P32", "Ballincollig", 51.8833, -8.5833, "geonames"],
  ["P36", "Youghal", 51.95, -7.8506, "geonames"],
  ["P43", "Carrigaline", 51.8117, -8.3986, "geonames"],
  ["P47", "Dunmanway", 51.7167, -9.1167, "geonames"],
  ["P51", "Mallow", 52.1333, -8.6333, "geonames"],
  ["P56", "Charleville", 52.35, -8.6833, "geonames"],
  ["P61", "Fermoy", 52.1358, -8.2758, "geonames"],
  ["P67", "Mitchelstown", 52.2658, -8.2681, "geonames"],
  ["P72", "Bandon", 51.7469, -8.7425, "geonames"],
  ["P75", "Bantry", 51.6803, -9.4525, "geonames"],
  ["P81", "Skibbereen", 51.55, -9.2667, "geonames"],
  ["P85", "Clonakilty", 51.6231, -8.8706, "geonames"],
  ["R14", "Athy", 52.9914, -6.9803, "geonames"],
  ["R21", "Muine Bheag", 52.7003, -6.9618, "geonames:Bagenalstown"],
  ["R32", "Portlaoise", 53.0344, -7.2998, "geonames"],
  ["R35", "Tullamore", 53.2739, -7.4889, "geonames"],
  ["R42", "Birr", 53.0914, -7.9133, "geonames"],
  ["R45", "Edenderry", 53.3395, -7.0475, "geonames"],
  ["R51", "Kildare", 53.1561, -6.9144, "geonames"],
  ["R56", "Curragh", 53.145, -6.83, "known"],
  ["R93", "Carlow", 52.8408, -6.9261, "geonames"],
  ["R95", "Kilkenny", 52.6542, -7.2522, "geonames"],
  ["T12", "Cork southside", 51.885, -8.47, "known"],
  ["T23", "Cork northside", 51.915, -8.47, "known"],
  ["T34", "Carrignavar", 51.985, -8.4792, "known"],
  ["T45", "Glanmire", 51.9158, -8.3997, "geonames"],
  ["T56", "Watergrasshill", 52.0114, -8.3442, "geonames"],
  ["V14", "Shannon", 52.7039, -8.8642, "geonames"],
  ["V15", "Kilrush", 52.6401, -9.4851, "geonames"],
  ["V23", "Cahersiveen", 51.9486, -10.2222, "geonames"],
  ["V31", "Listowel", 52.4464, -9.485, "geonames"],
  ["V35", "Kilmallock", 52.4, -8.5772, "geonames"],
  ["V42", "Newcastle West", 52.4492, -9.0611, "geonames"],
  ["V92", "Tralee", 52.2704, -9.7026, "geonames"],
  ["V93", "Killarney", 52.0598, -9.5086, "geonames"],
  ["V94", "Limerick", 52.6647, -8.6231, "geonames"],
  ["V95", "Ennis", 52.8436, -8.9864, "geonames"],
  ["W12", "Newbridge", 53.1819, -6.7967, "geonames:Droichead Nua"],
  ["W23", "Celbridge", 53.3417, -6.5442, "geonames"],
  ["W34", "Monasterevin", 53.1406, -7.0664, "geonames"],
  ["W91", "Naas", 53.2158, -6.6669, "geonames"],
  ["X35", "Dungarvan", 52.0881, -7.6253, "geonames"],
  ["X42", "Kilmacthomas", 52.2042, -7.4217, "known"],
  ["X91", "Waterford", 52.2583, -7.1119, "geonames"],
  ["Y14", "Arklow", 52.7944, -6.1496, "geonames"],
  ["Y21", "Enniscorthy", 52.5008, -6.5578, "geonames"],
  ["Y25", "Gorey", 52.6747, -6.2925, "geonames"],
  ["Y34", "New Ross", 52.3967, -6.9367, "geonames"],
  ["Y35", "Wexford", 52.3342, -6.4575, "geonames"],
];

export interface EircodeDistrict {
  routingKey: string;
  /** The principal post town, or "Dublin 2" for a Dublin district. */
  name: string;
  latitude: number;
  longitude: number;
}

const byKey = new Map<string, EircodeDistrict>(
  EIRCODE_DISTRICT_ROWS.map(([routingKey, name, latitude, longitude]) => [
    routingKey,
    { routingKey, name, latitude, longitude },
  ]),
);

/** The routing key of a well-formed Eircode ("h91e2k3" -> "H91"), or null for anything else. */
export function routingKeyOf(text: string): string | null {
  return isEircode(text) ? formatPostcode(normalisePostcodeInput(text)).slice(0, 3) : null;
}

/**
 * Where a well-formed Eircode's district is: the district, or `unknown` naming a routing key that fits the format
 * but is not one of the 139. Null for text that is no Eircode.
 */
export function eircodeDistrict(
  text: string,
): { status: "found"; district: EircodeDistrict } | { status: "unknown"; routingKey: string } | null {
  const routingKey = routingKeyOf(text);
  if (!routingKey) return null;
  const district = byKey.get(routingKey);
  return district ? { status: "found", district } : { status: "unknown", routingKey };
}

/** What a customer sees for an Eircode whose routing key is not a district's. */
export const unknownRoutingKeyMessage = (routingKey: string) =>
  `${routingKey} is not an Eircode routing key: please check the first three characters of your Eircode`;

/** Said beside distances measured from an Eircode: "Distances from the D02 district (Dublin 2)". */
export const districtNote = (district: EircodeDistrict) =>
  `Distances from the ${district.routingKey} district (${district.name}), not from the exact address`;
