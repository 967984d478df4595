import { describe, expect, it } from "vitest";
import { canonicalVerdict } from "./canonical-path.js";
import { RouteTemplates } from "./canonical-routes.js";

const routes = new RouteTemplates();
for (const pattern of [
  "admin/requests",
  "admin/requests/:reference",
  "requests/:reference",
  "equipment",
  "equipment/:idOrSlug",
  "locations/browse-all",
  "locations/:id",
  "/api/requests/:reference/estimate.pdf",
  "/api/reservations/session/:sessionId",
]) {
  routes.add(pattern);
}
routes.add("/api", { rest: true });
routes.add("/category_images", { rest: true });

const verdict = (target: string) => canonicalVerdict(target, routes);
const redirect = (location: string) => ({ kind: "redirect", location });

describe("canonicalVerdict", () => {
  it("accepts canonical paths, values in any case included", () => {
    for (const target of [
      "/",
      "/admin/requests",
      "/requests/ML-12345?t=AbC",
      "/api/reservations/session/Ab12Cd34Ef56",
      "/category_images/DRL01.jpg",
      "/equipment?search=%2F..%5C",
      "/no-such-Page",
      "/equipment/caf%C3%A9",
      "/equipment/caf%c3%a9|%7c",
    ]) {
      expect(verdict(target), target).toEqual({ kind: "canonical" });
    }
  });

  it("decodes escaped unreserved characters and lower-cases route literals, keeping values and the query", () => {
    expect(verdict("/%61dmin/requests")).toEqual(redirect("/admin/requests"));
    expect(verdict("/admin/%72equests/SR-%31?x=%41")).toEqual(redirect("/admin/requests/SR-1?x=%41"));
    expect(verdict("/ADMIN/Requests.data")).toEqual(redirect("/admin/requests.data"));
    expect(verdict("/%72equests/ML-1?t=Tok")).toEqual(redirect("/requests/ML-1?t=Tok"));
    expect(verdict("/API/Reservations/SESSION/AbC")).toEqual(redirect("/api/reservations/session/AbC"));
    expect(verdict("/Locations/BROWSE-ALL")).toEqual(redirect("/locations/browse-all"));
    expect(verdict("/CATEGORY_IMAGES/DRL01.jpg")).toEqual(redirect("/category_images/DRL01.jpg"));
    expect(verdict("/EQUIPMENT/caf%c3%a9|%7C")).toEqual(redirect("/equipment/caf%c3%a9|%7C"));
  });

  it("drops empty segments, so no redirect can lead off the site", () => {
    expect(verdict("//evil.example/admin")).toEqual(redirect("/evil.example/admin"));
    expect(verdict("/equipment/")).toEqual(redirect("/equipment"));
    expect(verdict("/admin//requests")).toEqual(redirect("/admin/requests"));
  });

  it("refuses escaped slashes and backslashes, NUL and control characters, dot segments and non-paths", () => {
    for (const target of [
      "/admin%2frequests",
      "/admin%2Frequests",
      "/admin%5crequests",
      "/admin\\requests",
      "/admin/requests%00",
      "/admin/requests%0a",
      "/x/../admin/requests",
      "/x/%2e%2e/admin/requests",
      "/x/.%2E/admin/requests",
      "/./admin/requests",
      "/admin/requests/%2e",
      "/admin/%zzrequests",
      "/admin/requests%",
      "/admin/requests#x",
      "*",
      "http://hirebase.test/admin/requests",
    ]) {
      expect(verdict(target).kind, target).toBe("refuse");
    }
  });
});

describe("RouteTemplates.addExpress", () => {
  it("reads nested routers and takes a mounted app of another kind (Vite's) as a mount path only", () => {
    const table = new RouteTemplates();
    const connectApp = { stack: [] } as unknown as { listRoutes(): [] };
    table.addExpress({
      listRoutes: () => [
        { path: "/api", router: { listRoutes: () => [{ path: "/things/:id" }] } },
        { path: "/", router: connectApp },
        { path: /regexp/ },
      ],
    });
    expect(canonicalVerdict("/API/Things/AbC", table)).toEqual(redirect("/api/things/AbC"));
    expect(canonicalVerdict("/API/Other", table)).toEqual(redirect("/api/Other"));
  });
});
