import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl, withoutEmailAddresses, type LogFormat } from "./logger.js";

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

  it("hides every typed parameter of admin URLs and their data requests, keeping the desk's codes", () => {
    const address = "x1%40example.co.uk";
    for (const path of [
      "/api/admin/requests",
      "/admin/requests",
      "/admin/requests.data",
      "/API/Admin/requests/export.csv",
    ]) {
      expect(redactUrl(`${path}?search=${address}&status=received&page=2`)).toBe(
        `${path}?search=[redacted]&status=received&page=2`,
      );
    }
    expect(redactUrl("/admin/requests.data?_routes=routes%2Fadmin.requests&%53EARCH=Jo+Bloggs&search=07700")).toBe(
      "/admin/requests.data?_routes=routes%2Fadmin.requests&%53EARCH=[redacted]&search=[redacted]",
    );
    expect(redactUrl("/admin/login?next=%2Fadmin%2Frequests%3Fsearch%3DBloggs")).toBe("/admin/login?next=[redacted]");
    // A parameter no admin page reads may itself be what was typed.
    expect(redactUrl(`/api/admin/requests?${address}&from=2026-01-01&to=2026-02-01&branch=3`)).toBe(
      "/api/admin/requests?[redacted]&from=2026-01-01&to=2026-02-01&branch=3",
    );
    expect(redactUrl("/api%2Fadmin/requests?search=Bloggs")).toBe("/api%2Fadmin/requests?search=[redacted]");
    expect(redactUrl("//admin//requests?search=Bloggs")).toBe("//admin//requests?search=[redacted]");
  });

  it("hides addresses, postcodes and places on public URLs, and keeps catalogue searches", () => {
    expect(redactUrl("/api/addresses/autocomplete?query=SW1A%201")).toBe(
      "/api/addresses/autocomplete?query=[redacted]",
    );
    expect(redactUrl("/api/addresses/geocode?address=1+High+St")).toBe("/api/addresses/geocode?address=[redacted]");
    expect(redactUrl("/locations?q=LS1+4AP&lat=53.8&lng=-1.5")).toBe(
      "/locations?q=[redacted]&lat=[redacted]&lng=[redacted]",
    );
    expect(redactUrl("/equipment?search=mini+digger&page=2")).toBe("/equipment?search=mini+digger&page=2");
    expect(redactUrl("/administration?search=drill")).toBe("/administration?search=drill");
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

describe("withoutEmailAddresses", () => {
  it("hides the addresses a mail server's answer quotes", () => {
    expect(
      withoutEmailAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <Jo.Bloggs+hire@Example.co.uk>: no",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: no");
    expect(withoutEmailAddresses("jo@example.com, pat@example.com")).toBe("[address], [address]");
    expect(withoutEmailAddresses("connect ECONNREFUSED 127.0.0.1:25")).toBe("connect ECONNREFUSED 127.0.0.1:25");
  });
});
