import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureResponse } from "./capture.js";
import type { CapturedResponse } from "./encoded-response.js";

// Upgrade test of the wrapped res.write/res.end (docs/architecture.md "Workarounds"): what Express, serve-static and
// compression() write must pass through the wrapper as plain bytes. Pages (React Router's writer) are checked end to
// end by tests/api/fast-path.test.ts.

const TEXT = "A line of text that compresses well.\n".repeat(200);
const folder = mkdtempSync(join(tmpdir(), "capture-"));
const captured: CapturedResponse[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  writeFileSync(join(folder, "file.txt"), TEXT);
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    captureResponse(res, (response) => {
      if (response) captured.push(response);
    });
    next();
  });
  app.get("/json", (_req, res) => void res.set("Cache-Control", "public, max-age=60").json({ text: TEXT }));
  app.get("/send", (_req, res) => void res.set("Cache-Control", "public, max-age=60").type("text").send(TEXT));
  app.use(express.static(folder, { maxAge: "1h" }));
  server = createServer(app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

describe("the fast path's recording of a response", () => {
  it.each([
    ["/json", JSON.stringify({ text: TEXT })],
    ["/send", TEXT],
    ["/file.txt", TEXT],
  ])("sees %s as the plain bytes a client reads, though the client was sent them compressed", async (path, body) => {
    const before = captured.length;
    const response = await fetch(base + path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe(body);
    expect(
      captured.length,
      "no response recorded: Express, serve-static or compression() no longer write through res.write/res.end",
    ).toBe(before + 1);
    const recorded = captured.at(-1)!;
    expect(recorded.body.toString("utf8"), "the recorded body is not the plain body").toBe(body);
    expect(recorded.compressible).toBe(true);
  });
});
