import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { ifNoneMatch } from "./if-none-match.js";
import { requestId } from "./request-id.js";

const request = (headers: IncomingMessage["headers"]) => ({ headers }) as IncomingMessage;

describe("requestId", () => {
  it("keeps a caller's well-formed X-Request-Id and replaces any other", () => {
    expect(requestId(request({ "x-request-id": "proxy-1234_abcd" }))).toBe("proxy-1234_abcd");
    for (const bad of ["short", "x".repeat(65), "has space in it", "semi;colon-123"]) {
      const id = requestId(request({ "x-request-id": bad }));
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestId(request({}))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("ifNoneMatch", () => {
  it("is true when the header names the ETag, alone or in a list", () => {
    expect(ifNoneMatch(request({ "if-none-match": '"abc"' }), '"abc"')).toBe(true);
    expect(ifNoneMatch(request({ "if-none-match": '"x", "abc"' }), '"abc"')).toBe(true);
    expect(ifNoneMatch(request({ "if-none-match": '"x"' }), '"abc"')).toBe(false);
    expect(ifNoneMatch(request({}), '"abc"')).toBe(false);
    expect(ifNoneMatch(request({ "if-none-match": '"abc"' }), undefined)).toBe(false);
  });
});
