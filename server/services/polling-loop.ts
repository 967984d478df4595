/**
 * Runs an outbox worker's pass (the mail's and the webhooks'): every `pollMs` while nothing wakes it, at once when
 * woken. Passes never overlap: a wake during a pass runs one more straight after it, and any number of wakes before a
 * pass starts are that one pass, so a burst of commits costs one claim, not one each
 * (docs/decisions/operation.md Y8).
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  /** A pass is already due now: a wake has nothing to add. */
  private dueNow = false;
  private running: Promise<void> | undefined;
  private again = false;
  private halted = true;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** True before start() and once stop() was called: passes should end early and start nothing new. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    if (!this.halted) return;
    this.halted = false;
    this.schedule(0);
  }

  /** Runs a pass now, or straight after the one running (called after a commit queued work). */
  wake(): void {
    if (this.halted || this.dueNow) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the pass running, if any. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.dueNow = false;
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.halted) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueNow = delayMs === 0;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dueNow = false;
      this.running = this.pass()
        .then(() => undefined)
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
