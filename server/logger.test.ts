import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl, type LogFormat } from "./logger.js";

function capture(format: LogFormat) {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk) => (text += chunk));
  return { logger: createLogger("info", { format, destination: stream }), text: () => text };
}

const secrets = {
  cookie: "admin_session=abc123secret",
  authorization: "Bearer token-secret-456",
  "x-session-id": "session-secret-789",
  "set-cookie": "admin_session=def000secret",
};

describe("createLogger", () => {
  it("writes JSON lines when asked", () => {
    const { logger, text } = capture("json");
    logger.info({ database: "pglite" }, "Hirebase is listening on http://localhost:3000");
    expect(JSON.parse(text())).toMatchObject({ msg: "Hirebase is listening on http://localhost:3000", level: 30 });
  });

  it("writes readable lines when asked, requests as method, path, status and time", () => {
    const { logger, text } = capture("pretty");
    logger.info("Hirebase is listening on http://localhost:3000");
    logger.info({ req: { method: "GET", url: "/equipment" }, res: { statusCode: 200 }, responseTime: 7 }, "done");
    const lines = text().trim().split("\n");
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Hirebase is listening on http:\/\/localhost:3000$/);
    expect(lines[1]).toMatch(/INFO: GET \/equipment 200 7 ms$/);
    expect(text()).not.toContain("{");
  });

  for (const format of ["json", "pretty"] as const) {
    it(`never writes cookies, authorization or session ids (${format})`, () => {
      const { logger, text } = capture(format);
      logger.info({ req: { headers: { ...secrets, accept: "text/html" } } }, "request");
      logger.info({ res: { headers: secrets } }, "response");
      logger.info({ headers: secrets }, "bare headers");
      logger.error({ err: { request: { headers: secrets } } }, "nested");
      const output = text();
      for (const value of Object.values(secrets)) expect(output).not.toContain(value);
      expect(output).toContain("[redacted]");
    });
  }
});

describe("redactUrl", () => {
  const session = "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56";

  it("hides tracking tokens, however the parameter is spelt, and keeps the rest of the query", () => {
    expect(redactUrl("/requests/ML-100001?t=s3cr3t-token")).toBe("/requests/ML-100001?t=[redacted]");
    expect(redactUrl("/api/requests/ML-100001/estimate.pdf?x=1&t=s3cr3t&t=again")).toBe(
      "/api/requests/ML-100001/estimate.pdf?x=1&t=[redacted]&t=[redacted]",
    );
    expect(redactUrl("/%72equests/ML-1?%74=s3cr3t&T=upper")).toBe("/%72equests/ML-1?%74=[redacted]&T=[redacted]");
    expect(redactUrl("/equipment?search=t%3Dx&st=1")).toBe("/equipment?search=t%3Dx&st=1");
  });

  it("shows only the start of a session id in any spelling of its path", () => {
    for (const prefix of ["/api/reservations/session/", "/API/Reservations/SESSION/", "/api/%72eservations/session/"]) {
      const logged = redactUrl(`${prefix}${session}?x=1`);
      expect(logged).toBe(`${prefix}Ab12Cd34***?x=1`);
      expect(logged).not.toContain(session.slice(8));
    }
    expect(redactUrl("/api/reservations/12/items")).toBe("/api/reservations/12/items");
  });
});
