import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheableRequest } from "./cacheable-url.js";

const request = (url: string) => cacheableRequest({ method: "GET", url, headers: {} } as IncomingMessage);

describe("cacheableRequest: a search's narrowing (docs/decisions/catalogue-import.md Q4)", () => {
  it("caches a search page and API search narrowed by valid values, in the search partition", () => {
    for (const url of [
      "/equipment?search=drill&category=sds-drills",
      "/equipment?search=drill&type=resale&sort=price-asc",
      "/api/equipment?search=drill&sort=name&page=2",
    ]) {
      expect(request(url), url).toMatchObject({ key: url, partition: "search", rateLimited: true });
    }
  });

  it("leaves to Express values the page ignores, repeats and narrowing without a search", () => {
    for (const url of [
      "/equipment?search=drill&type=buy",
      "/equipment?search=drill&sort=relevance",
      "/equipment?search=drill&sort=cheap",
      "/equipment?search=drill&category=Not_A_Slug",
      "/equipment?search=drill&type=hire&type=resale",
      "/equipment?category=sds-drills",
      "/api/equipment?categorySlug=sds-drills&sort=name",
      "/equipment?search=drill&constructor=x",
      "/equipment?search=drill&__proto__=x",
    ]) {
      expect(request(url), url).toBeUndefined();
    }
  });
});
