import { describe, expect, it } from "vitest";
import { SESSION_ID_PATTERN } from "../../core/reservation-types.js";
import { newSessionId, randomKey } from "~/lib/session-id";

describe("session ids (docs/decisions/mylist.md R1)", () => {
  it("are session-{timestamp}-{128 random bits} and pass the server's pattern", () => {
    const id = newSessionId();
    expect(id).toMatch(/^session-\d{13}-[0-9a-f]{32}$/);
    expect(SESSION_ID_PATTERN.test(id)).toBe(true);
  });

  it("never repeat", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => randomKey()));
    expect(keys.size).toBe(1000);
  });
});
