import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookablePeriod, Visitor, WEEKLY } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// docs/decisions/performance.md M5: answers only one visitor gets are compressed from 4 KB, shared answers from 1 KB.
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo" });
});
afterAll(() => app?.close());

describe("compression", () => {
  it("sends a small MyList as it is, and a large one compressed", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(3));
    await visitor.add(list.id, WEEKLY.slug, 1);
    const read = () => app.fetch(`/api/reservations/session/${visitor.sessionId}`, { headers: BROWSER });

    const found = (await (await app.fetch("/api/equipment?search=drill")).json()) as { equipmentSlug: string }[];
    for (const { equipmentSlug } of found.slice(0, 3)) await visitor.add(list.id, equipmentSlug, 1);
    // Between the shared rule's 1 KB and the personal rule's 4 KB.
    const small = await read();
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await small.text()).length).toBeGreaterThan(1024);
    expect(Number(small.headers.get("content-length"))).toBeLessThan(4096);

    for (const { equipmentSlug } of found.slice(3, 40)) await visitor.add(list.id, equipmentSlug, 1);
    const large = await read();
    expect(large.headers.get("content-encoding")).toBe("br");
    const uncompressed = await app.fetch(`/api/reservations/session/${visitor.sessionId}`);
    expect((await uncompressed.text()).length).toBeGreaterThanOrEqual(4096);
    expect((await large.json()).items.length).toBeGreaterThan(8);
  });

  it("still compresses a shared answer of a few kilobytes", async () => {
    const response = await app.fetch("/api/categories?level=0", { headers: BROWSER });
    expect(response.headers.get("content-encoding")).toBe("br");
  });
});
