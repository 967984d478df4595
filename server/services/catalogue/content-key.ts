import { createHash } from "node:crypto";
import { createEventLoopYielder } from "./yield-to-event-loop.js";

/**
 * A hash of every document's texts (`textsOf(i)` for i below `count`) and `format`: equal keys, equal inputs.
 * Cooperative: pauses every ~10 ms for waiting requests (docs/decisions/catalogue-import.md C5).
 */
export async function contentKey(format: string, count: number, textsOf: (at: number) => string[]): Promise<string> {
  const yieldIfDue = createEventLoopYielder();
  const hash = createHash("sha256").update(`${format}\u0000${count}`);
  for (let at = 0; at < count; at++) {
    await yieldIfDue();
    // Each text's length first keeps ("ab", "c") and ("a", "bc") apart.
    for (const text of textsOf(at)) hash.update(`${text.length}:${text}`);
  }
  return hash.digest("hex");
}
