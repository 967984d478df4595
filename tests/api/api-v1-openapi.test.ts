import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRouter } from "../../server/api/index.js";
import { openApiDocument } from "../../server/api/v1/openapi.js";
import { hireRequestItemSchema } from "../../server/services/integration/index.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// GET /api/v1/openapi.json (docs/decisions/integration.md I8): a document a standard OpenAPI 3.1 validator accepts,
// naming every route the server mounts under /api/v1, whose schemas accept what the server answers.

let app: TestApp;
type Document = ReturnType<typeof openApiDocument>;
let document: Document;

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  const response = await app.fetch("/api/v1/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(() => app?.close());

async function validate(spec: unknown) {
  const validator = new Validator();
  const result = await validator.validate(spec as Record<string, unknown>);
  return { ...result, version: validator.version };
}

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** "get /hire-requests/{reference}" for every route of the router mounted at /v1 of the server's /api router. */
function mountedV1Routes(): string[] {
  const api = apiRouter(app.services) as unknown as { stack: Layer[] };
  const v1 = api.stack.find((layer) => layer.rawPath === "/v1");
  expect(v1?.handle.stack, "the API mounts a router at /v1").toBeDefined();
  return v1!.handle.stack!.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path.replace(/:(\w+)/g, "{$1}")}`)
      : [],
  );
}

/** A validator for one response schema of the document, its $refs resolved against the document's components. */
function responseValidator(path: string, method: string, status: string) {
  const operation = (document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path][
    method
  ];
  const response = operation.responses[status] as { content: { "application/json": { schema: object } } };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile({ ...response.content["application/json"].schema, components: document.components });
}

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document a standard validator accepts, open without a key", async () => {
    const result = await validate(document);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: "3.1" });
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://hirebase.test/api/v1" }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("describes every route the server mounts under /api/v1, and no other", () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    const mounted = mountedV1Routes();
    expect(mounted.length).toBeGreaterThanOrEqual(4);
    expect(documented.sort()).toEqual(mounted.sort());
  });

  it("names each keyed operation's scope and its errors", () => {
    const list = document.paths["/hire-requests"].get as Record<string, unknown>;
    expect(list.security).toEqual([{ apiKey: ["requests:read"] }]);
    expect(Object.keys(list.responses as object)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "429"]));
    const parameters = (list.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(parameters).toEqual(["updatedSince", "cursor", "limit"]);
    expect((document.paths["/imports/{table}"].put as { requestBody: object }).requestBody).toMatchObject({
      content: { "text/csv": {} },
    });
  });

  it("has schemas that accept what the server answers", async () => {
    const admin = new AdminClient(app);
    expect((await admin.login()).status).toBe(200);
    const { key } = await createKey(admin, "Schema check", ["requests:read", "requests:write"]);
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, DAILY.slug, 1);
    const checkout = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      collectionLocationId: 2,
      damageWaiver: true,
    });
    const { referenceNumber } = (await checkout.json()) as { referenceNumber: string };

    // On PostgreSQL a transaction running in another test's database can hold the change back a moment (I6).
    const page = await vi.waitFor(
      async () => {
        const pulled = await (await withKey(app, key, "/api/v1/hire-requests")).json();
        expect(pulled.data).toHaveLength(1);
        return pulled;
      },
      { timeout: 15_000, interval: 50 },
    );
    const pageValid = responseValidator("/hire-requests", "get", "200");
    expect(pageValid(page), JSON.stringify(pageValid.errors)).toBe(true);
    expect(pageValid({ ...page, data: [{ ...page.data[0], totals: { exVat: 12.5 } }] })).toBe(false);

    const changed = await withKey(app, key, `/api/v1/hire-requests/${referenceNumber}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "declined", note: "None left" }),
    });
    const itemValid = responseValidator("/hire-requests/{reference}", "patch", "200");
    expect(itemValid(await changed.json()), JSON.stringify(itemValid.errors)).toBe(true);

    const refused = await withKey(app, key, "/api/v1/hire-requests?limit=0");
    const errorValid = responseValidator("/hire-requests", "get", "400");
    expect(errorValid(await refused.json()), JSON.stringify(errorValid.errors)).toBe(true);
  });

  it("takes the webhook payloads in its webhooks section and stays valid", async () => {
    const payload = z.object({ type: z.literal("hire_request.created"), data: hireRequestItemSchema });
    const withWebhooks = openApiDocument("https://hire.example", [
      { event: "hire_request.created", summary: "A customer sent a hire request", schema: payload },
    ]);
    expect((await validate(withWebhooks)).valid).toBe(true);
    expect(Object.keys(withWebhooks.webhooks ?? {})).toEqual(["hire_request.created"]);
  });
});
