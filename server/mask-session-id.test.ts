import { describe, expect, it } from "vitest";
import { maskSessionId } from "./mask-session-id.js";

describe("session ids in logs", () => {
  it("keeps only the first 8 characters", () => {
    expect(maskSessionId("session-1767225600000-8f3a9c0d1e2b4f6a")).toBe("session-***");
  });
});
