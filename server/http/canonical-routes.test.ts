import express from "express";
import { describe, expect, it } from "vitest";
import { expressRoutes, RouteTemplates } from "./canonical-routes.js";

// Upgrade test of Express 5's app.router and the router package's listRoutes() (docs/architecture.md "Workarounds"),
// which @types/express does not declare: the front door reads the app's routes through them.

describe("the routes Express lists", () => {
  it("include an app's routes and those of its mounted routers, with their mount paths", () => {
    const app = express();
    const api = express.Router();
    api.get("/equipment/:slug", (_req, res) => void res.end());
    app.use("/api", api);
    app.get("/healthz", (_req, res) => void res.end());
    const templates = new RouteTemplates();
    templates.addExpress(expressRoutes(app));
    expect(templates.withLiteralCase(["API", "Equipment", "Combi-Drill"])).toEqual(["api", "equipment", "Combi-Drill"]);
    expect(templates.withLiteralCase(["HEALTHZ"])).toEqual(["healthz"]);
  });

  it("stop the start with a plain message when Express has no route list", () => {
    expect(() => expressRoutes({ router: () => undefined })).toThrow(
      "Express's app.router has no listRoutes() (router 2.3+)",
    );
  });
});
