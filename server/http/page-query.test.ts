import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routePages } from "../../tests/helpers/route-table.js";
import { PAGE_QUERY_PARAMETERS, withoutUnreadParameters } from "./page-query.js";

// docs/decisions/security.md H5: the declaration cannot drift from app/routes.ts and the loaders.

const pages = routePages();

describe("the query parameters each page reads", () => {
  it("declares every route of app/routes.ts, and nothing else", () => {
    expect(Object.keys(PAGE_QUERY_PARAMETERS).sort()).toEqual(pages.map((page) => page.path).sort());
  });

  it("lists every parameter a route's own code reads by name", () => {
    for (const { path, file } of pages) {
      const declared = PAGE_QUERY_PARAMETERS[path]!;
      if (!Array.isArray(declared)) continue;
      const source = readFileSync(file, "utf8");
      const read = [...source.matchAll(/(?:searchParams|URLSearchParams\([^)]*\))\.(?:get|has|getAll)\("([^"]+)"\)/g)];
      for (const [, name] of read) expect(declared, `${file} reads ?${name}`).toContain(name);
    }
  });
});

describe("withoutUnreadParameters", () => {
  it("drops what a page does not read and keeps what it reads, as written and in order", () => {
    expect(withoutUnreadParameters("/locations/browse-all?x=1&q=Leeds&utm_source=mail")).toBe(
      "/locations/browse-all?q=Leeds",
    );
    expect(withoutUnreadParameters("/equipment?utm_medium=x&search=mini+digger&sort=price-asc&page=2")).toBe(
      "/equipment?search=mini+digger&sort=price-asc&page=2",
    );
    expect(withoutUnreadParameters("/contact?x=1")).toBe("/contact");
    expect(withoutUnreadParameters("/?fbclid=abc")).toBe("/");
    expect(withoutUnreadParameters("/contact?")).toBe("/contact");
    expect(withoutUnreadParameters("/locations/12?from=browse-all&x=1")).toBe("/locations/12?from=browse-all");
    expect(withoutUnreadParameters("/requests/ML-100001?t=token&x=1")).toBe("/requests/ML-100001?t=token");
  });

  it("leaves alone what needs no change, data requests, admin pages and addresses that are not pages", () => {
    for (const target of [
      "/equipment?search=drill",
      "/locations/browse-all?q=%20Leeds",
      "/contact",
      "/equipment.data?search=drill&_routes=routes%2Fequipment",
      "/_root.data?x=1",
      "/admin/requests?status=new&q=Pat&branch=3",
      "/admin/login?next=%2Fadmin%2Frequests",
      "/api/categories?level=0&utm_source=mail",
      "/robots.txt?x=1",
      "/no-such-page?x=1",
    ]) {
      expect(withoutUnreadParameters(target), target).toBe(target);
    }
  });
});
