import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
let dataDir: string;
const operatorPdf = Buffer.from("%PDF-1.4\n% the company's own guide\n%%EOF\n");

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "hirebase-documents-"));
  await mkdir(join(dataDir, "documents"));
  await writeFile(join(dataDir, "documents", "articulated-boom-lifts-safety-guide.pdf"), operatorPdf);
  await writeFile(join(dataDir, "documents", "own-method-statement.pdf"), operatorPdf);
  await writeFile(join(dataDir, "documents", "page.html"), "<script>alert(1)</script>");
  app = await startTestApp({ template: "demo", env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("safety documents", () => {
  it("serves a PDF for every document link of the demo catalogue", async () => {
    const categories = (await (await app.fetch("/api/categories?level=2")).json()) as { categorySlug: string }[];
    const urls: string[] = [];
    for (const { categorySlug } of categories) {
      const documents = (await (await app.fetch(`/api/categories/${categorySlug}/documents`)).json()) as {
        url: string;
      }[];
      urls.push(...documents.map((document) => document.url));
    }
    expect(urls.length).toBeGreaterThan(100);

    const failures: string[] = [];
    for (const url of urls) {
      const response = await app.fetch(url);
      const body = Buffer.from(await response.arrayBuffer());
      if (
        response.status !== 200 ||
        response.headers.get("content-type") !== "application/pdf" ||
        body.subarray(0, 5).toString() !== "%PDF-"
      )
        failures.push(`${url}: ${response.status} ${response.headers.get("content-type")}`);
    }
    expect(failures).toEqual([]);
  });

  it("generates a guide that names its category and the company", async () => {
    const response = await app.fetch("/documents/telescopic-boom-lifts-loler-thorough-examination-guide.pdf");
    const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
    // The document information strings are not compressed.
    expect(text).toContain("(LOLER Thorough Examination Guide for Telescopic Boom Lifts)");
    expect(text).toContain("(Kestrel Hire)");
  });

  it("prefers the company's own file in DATA_DIR/documents over the demo guide", async () => {
    const own = await app.fetch("/documents/articulated-boom-lifts-safety-guide.pdf");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await own.arrayBuffer())).toEqual(operatorPdf);
    expect((await app.fetch("/documents/own-method-statement.pdf")).status).toBe(200);
  });

  it("answers 404 for a missing document and for anything that is not a PDF", async () => {
    for (const path of ["/documents/no-such-guide.pdf", "/documents/page.html", "/documents"]) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
    // The front door (H4): a trailing slash goes to the one address, an escaped slash is refused.
    expect((await app.fetch("/documents/")).headers.get("location")).toBe("/documents");
    expect((await app.fetch("/documents/..%2Fcategories.csv")).status).toBe(400);
  });
});
