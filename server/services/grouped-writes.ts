/**
 * Gathers single-row writes into one statement per group: the first id written starts a write at once; ids that
 * arrive while it runs wait and go together in the next one. Each caller's promise settles with the write that holds
 * its id. So a burst of sent e-mails is recorded in a few UPDATEs instead of one each, while a lone write is never
 * delayed (docs/decisions/operation.md Y10).
 */
export class GroupedWrites {
  private waiting: number[] = [];
  /** The write the next ids join: it starts once the one in progress has ended. */
  private next: Promise<void> | undefined;
  private inProgress: Promise<void> = Promise.resolve();

  constructor(private readonly write: (ids: number[]) => Promise<void>) {}

  add(id: number): Promise<void> {
    this.waiting.push(id);
    if (!this.next) {
      const next = this.inProgress
        .catch(() => undefined)
        .then(() => {
          const ids = this.waiting;
          this.waiting = [];
          this.next = undefined;
          return this.write(ids);
        });
      this.next = next;
      this.inProgress = next;
    }
    return this.next;
  }
}
