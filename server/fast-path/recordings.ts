import { encodeResponse, type CapturedResponse, type EncodedResponse } from "./encoded-response.js";

/** A request held until the response it asked for is recorded: given that response, or undefined for Express. */
type Waiter = (entry: EncodedResponse | undefined) => void;

/** Ends one recording: hands its waiting requests the stored response, or undefined; later calls do nothing. */
export type FinishRecording = (entry: EncodedResponse | undefined) => void;

/** Best-quality copies waiting their turn at most; beyond it a response keeps its quick copy. */
const MAX_QUEUED_UPGRADES = 64;

/**
 * The fast path's responses being recorded now, each with the requests for the same URL that wait for it instead of
 * rendering it again (docs/decisions/performance.md N30), and the queue that then recompresses each recorded
 * response at the best quality, one at a time (N31).
 */
export class Recordings {
  private readonly inProgress = new Map<string, Waiter[]>();
  private upgrades: Promise<void> = Promise.resolve();
  private queuedUpgrades = 0;

  /** Recordings not finished plus best-quality copies not yet made: 0 once every cached copy is final. */
  get size(): number {
    return this.inProgress.size + this.queuedUpgrades;
  }

  /** Starts recording `key`, or returns undefined when it is being recorded already. */
  start(key: string): FinishRecording | undefined {
    if (this.inProgress.has(key)) return undefined;
    const waiters: Waiter[] = [];
    this.inProgress.set(key, waiters);
    return (entry) => {
      if (this.inProgress.get(key) !== waiters) return;
      this.inProgress.delete(key);
      for (const waiter of waiters) waiter(entry);
    };
  }

  /** Holds a request until `key` is recorded; false (and nothing held) when nothing is recording it. */
  wait(key: string, waiter: Waiter): boolean {
    const waiters = this.inProgress.get(key);
    waiters?.push(waiter);
    return waiters !== undefined;
  }

  /** Makes the best-quality copy of `captured` after those queued before it, and hands it to `use`. */
  upgrade(captured: CapturedResponse, use: (entry: EncodedResponse) => void, failed: (err: unknown) => void): void {
    if (this.queuedUpgrades >= MAX_QUEUED_UPGRADES) return;
    this.queuedUpgrades++;
    this.upgrades = this.upgrades
      .then(() => encodeResponse(captured, "best"))
      .then(use)
      .catch(failed)
      .finally(() => this.queuedUpgrades--);
  }
}
