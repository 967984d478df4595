import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// One front door per request (server/http/front-door.ts) and one log line per request (server/http/request-log.ts),
// whoever answers: the front door itself, the fast path, or Express.

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", logTo: sink });
});
afterAll(() => app?.close());

interface RequestLine {
  msg: string;
  level: number;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

const linesOf = (id: string) =>
  lines.filter((line) => (line as Partial<RequestLine>).req?.id === id) as unknown as RequestLine[];

/** Fetches `path` as request `id`; then waits for its log line and returns the answer and the request's lines. */
async function answered(path: string, id: string) {
  const response = await app.fetch(path, { headers: { "X-Request-Id": id, "Accept-Encoding": "gzip, br" } });
  await response.arrayBuffer();
  await vi.waitFor(() => expect(linesOf(id).length).toBeGreaterThan(0));
  return { response, lines: linesOf(id) };
}

describe("the request log", () => {
  it("gives every answer its request id and exactly one line, whoever answers", async () => {
    const redirect = await answered("/API/Categories", "front-door-redirect");
    expect(redirect.response.status).toBe(308);
    const refusal = await answered("/api%2Fcategories", "front-door-refusal");
    expect(refusal.response.status).toBe(400);
    const miss = await answered("/api/categories", "express-answer-1");
    await vi.waitUntil(() => app.fastPath.capturesInProgress === 0);
    const hits = app.fastPath.stats.hits;
    const hit = await answered("/api/categories", "fast-path-answer");
    expect(app.fastPath.stats.hits).toBe(hits + 1);
    const unknown = await answered("/api/no-such-thing", "express-answer-2");
    expect(unknown.response.status).toBe(404);

    for (const [id, { response, lines: logged }] of Object.entries({
      "front-door-redirect": redirect,
      "front-door-refusal": refusal,
      "express-answer-1": miss,
      "fast-path-answer": hit,
      "express-answer-2": unknown,
    })) {
      expect(response.headers.get("x-request-id"), id).toBe(id);
      expect(logged, id).toEqual([
        {
          level: 30,
          time: expect.any(Number),
          pid: process.pid,
          hostname: expect.any(String),
          msg: "request completed",
          req: { id, method: "GET", url: new URL(response.url).pathname },
          res: { statusCode: response.status },
          responseTime: expect.any(Number),
        },
      ]);
    }
  });

  it("masks what the URL carries of a person in the front door's own answers too", async () => {
    const { response, lines: logged } = await answered("/API/addresses/geocode?address=1+High+St", "masked-1");
    expect(response.status).toBe(308);
    expect(logged.map((line) => line.req.url)).toEqual(["/API/addresses/geocode?address=[redacted]"]);
  });
});
