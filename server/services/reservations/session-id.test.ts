import { describe, expect, it } from "vitest";
import { maskSessionId, maskSessionIdInUrl } from "./session-id.js";

describe("session ids in logs", () => {
  it("keeps only the first 8 characters", () => {
    expect(maskSessionId("session-1767225600000-8f3a9c0d1e2b4f6a")).toBe("session-***");
  });

  it("masks the id in the session read's URL and leaves other URLs alone", () => {
    const id = "session-1767225600000-8f3a9c0d1e2b4f6a8f3a9c0d1e2b4f6a";
    const logged = maskSessionIdInUrl(`/api/reservations/session/${id}?x=1`);
    expect(logged).toBe("/api/reservations/session/session-***?x=1");
    expect(logged).not.toContain("8f3a9c0d");
    expect(maskSessionIdInUrl("/api/reservations/12/items")).toBe("/api/reservations/12/items");
  });
});
