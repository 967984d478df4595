import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENV, PASSWORD } from "../helpers/admin.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";

// Methods pages do not take, and text the database cannot store, get a 4xx in either site mode, never a
// 500 (docs/decisions/security.md A13). Pages need React Router's build as Node loads it: a server of its own.

/** One request by node:http, which sends any method (fetch refuses TRACE). */
function send(baseUrl: string, method: string, path: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    request({ hostname, port, method, path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, allow: response.headers.allow, body }));
    })
      .on("error", reject)
      .end();
  });
}

for (const mode of ["DEV", "LIVE"] as const) {
  describe(`a ${mode} site`, () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess({
        args: ["--import", "tsx", "server/main.ts"],
        env: { ...ADMIN_ENV, SITE_MODE: mode, SEED_DEMO: "false" },
        quiet: true,
      });
    }, 120_000);
    afterAll(() => server?.stop());

    it("answers TRACE, PUT, DELETE and other methods on pages, data requests and static files with 405 and Allow", async () => {
      for (const path of ["/", "/faqs", "/faqs.data", "/admin/login", "/favicon.ico", "/no-such-page"]) {
        for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
          const response = await send(server.baseUrl, method, path);
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.allow, `${method} ${path}`).toBe("GET, HEAD");
          expect(JSON.parse(response.body)).toEqual({ error: expect.stringContaining(method) });
        }
      }
      // What React Router answered before stays: pages read, and refuse POST and OPTIONS without an action.
      expect((await server.fetch("/faqs")).status).toBe(200);
      expect((await server.fetch("/faqs", { method: "HEAD" })).status).toBe(200);
      expect((await server.fetch("/faqs", { method: "POST" })).status).toBe(405);
      expect((await server.fetch("/faqs", { method: "OPTIONS" })).status).toBe(405);
    });

    it("refuses a NUL in the sign-in e-mail with 400 naming the field", async () => {
      for (const email of ["boss\u0000@hirebase.test", "\u0000", "boss@hirebase.test\ud800"]) {
        const response = await server.fetch("/api/admin/login", {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.baseUrl },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(response.status, JSON.stringify(email)).toBe(400);
        expect((await response.json()).issues).toEqual([{ field: "email", message: expect.any(String) }]);
      }
    });
  });
}
