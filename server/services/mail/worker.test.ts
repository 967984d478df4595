import { describe, expect, it } from "vitest";
import { backoffMs, defaultOutboxOptions } from "./worker.js";

describe("outbox retry back-off", () => {
  it("doubles from the base delay and stops growing at the cap, never giving up", () => {
    const delays = [1, 2, 3, 4, 5, 10, 100].map((attempts) => backoffMs(attempts, defaultOutboxOptions));
    expect(delays.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(delays[5]).toBe(defaultOutboxOptions.maxBackoffMs);
    expect(delays[6]).toBe(defaultOutboxOptions.maxBackoffMs);
  });
});
