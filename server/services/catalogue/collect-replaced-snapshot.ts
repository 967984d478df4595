import v8 from "node:v8";
import vm from "node:vm";

/**
 * V8's collector, as `--expose-gc` offers it to a context made after the flag is set (Node documents the flag; the
 * function is the one V8 installs). The test beside this file fails plainly if a Node upgrade takes it away.
 */
type CollectGarbage = (options: { type: "major"; execution: "async" }) => Promise<void>;
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as CollectGarbage;

/** Long enough for requests that began on the replaced snapshot to have answered. */
const AFTER_MS = 1000;

/**
 * Collects the garbage a snapshot build leaves, and the snapshot it replaced, shortly after the swap, instead of
 * whenever V8 would: an idle server is otherwise left holding them for anything from seconds to minutes (at 100,000
 * items, 250 MB; docs/decisions/performance.md N50). One full collection; since N44 it pauses for tens of
 * milliseconds at that size.
 */
export function collectReplacedSnapshot(): void {
  setTimeout(() => void collectGarbage({ type: "major", execution: "async" }), AFTER_MS).unref();
}
