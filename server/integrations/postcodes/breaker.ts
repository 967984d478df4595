/**
 * A short circuit breaker: after `failureThreshold` failures in a row the service is not called for `openMs`,
 * so an outage costs one timeout, not one per request. After that pause a request is tried again; a success
 * closes the circuit, a failure opens it for another pause.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;

  constructor(
    private readonly failureThreshold = 3,
    private readonly openMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** False while the circuit is open: callers go straight to their fallback. */
  canRequest(): boolean {
    return this.failures < this.failureThreshold || this.now() - this.openedAt >= this.openMs;
  }

  recordSuccess(): void {
    this.failures = 0;
  }

  recordFailure(): void {
    this.failures += 1;
    if (this.failures >= this.failureThreshold) this.openedAt = this.now();
  }
}
