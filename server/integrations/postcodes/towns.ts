import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../paths.js";

/** A town or city of GB, Northern Ireland or Ireland from GeoNames (data/geonames/towns.tsv, CC BY 4.0). */
export interface Town {
  name: string;
  latitude: number;
  longitude: number;
  /** England, Scotland, Wales, Northern Ireland or Ireland. */
  region: string;
}

const regions: Record<string, string> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
  IE: "Ireland",
};

export const townsFile = join(projectRoot, "data/geonames/towns.tsv");

/** "St. Albans, Herts" and "st albans" meet as "st albans": case, punctuation and anything after a comma dropped. */
export function townKey(text: string): string {
  return text
    .split(",")[0]
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface Gazetteer {
  find(name: string): Town | undefined;
  readonly size: number;
}

/** Reads the town file once; where a name is shared (Newport), the first listed wins. */
export function loadGazetteer(file = townsFile): Gazetteer {
  const byKey = new Map<string, Town>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line || line.startsWith("#") || line.startsWith("name\t")) continue;
    const [name, latitude, longitude, part] = line.split("\t");
    const key = townKey(name);
    if (!key || byKey.has(key)) continue;
    byKey.set(key, { name, latitude: Number(latitude), longitude: Number(longitude), region: regions[part] ?? part });
  }
  return { find: (name) => byKey.get(townKey(name)), size: byKey.size };
}
