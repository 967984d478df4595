import { describe, expect, it } from "vitest";
import { collectReplacedSnapshot } from "./collect-replaced-snapshot.js";

describe("collectReplacedSnapshot", () => {
  it("frees memory nothing refers to any more, soon after it is called", async () => {
    let garbage: ArrayBuffer | undefined = new ArrayBuffer(64 * 1024 * 1024);
    new Uint8Array(garbage).fill(1);
    const held = () => process.memoryUsage().arrayBuffers;
    const before = held();
    garbage = undefined;
    expect(garbage).toBeUndefined();
    collectReplacedSnapshot();
    await expect.poll(held, { timeout: 5000, interval: 100 }).toBeLessThan(before - 60 * 1024 * 1024);
  });
});
