import { describe, expect, it } from "vitest";
import { GroupedWrites } from "./grouped-writes.js";

/** A write that ends only when the test says so, recording the ids of each call. */
function heldWrites() {
  const calls: { ids: number[]; finish: (err?: Error) => void }[] = [];
  const write = (ids: number[]) =>
    new Promise<void>((resolve, reject) => calls.push({ ids, finish: (err) => (err ? reject(err) : resolve()) }));
  return { calls, writes: new GroupedWrites(write) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("GroupedWrites", () => {
  it("starts a lone write at once", async () => {
    const { calls, writes } = heldWrites();
    const done = writes.add(7);
    await settled();
    expect(calls.map((call) => call.ids)).toEqual([[7]]);
    calls[0].finish();
    await expect(done).resolves.toBeUndefined();
  });

  it("sends the ids that arrive during a write together in the next one, after it", async () => {
    const { calls, writes } = heldWrites();
    const first = writes.add(1);
    await settled();
    const later = [writes.add(2), writes.add(3), writes.add(4)];
    await settled();
    expect(calls).toHaveLength(1);

    let laterDone = false;
    void Promise.all(later).then(() => (laterDone = true));
    calls[0].finish();
    await first;
    await settled();
    expect(calls.map((call) => call.ids)).toEqual([[1], [2, 3, 4]]);
    expect(laterDone).toBe(false);
    calls[1].finish();
    await Promise.all(later);
  });

  it("fails only the callers whose write failed, and goes on writing", async () => {
    const { calls, writes } = heldWrites();
    const first = writes.add(1);
    await settled();
    const second = writes.add(2);
    calls[0].finish(new Error("database gone"));
    await expect(first).rejects.toThrow("database gone");
    await settled();
    expect(calls[1].ids).toEqual([2]);
    calls[1].finish();
    await expect(second).resolves.toBeUndefined();
  });
});
