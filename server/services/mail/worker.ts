import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import { withoutEmailAddresses, type Logger } from "../../logger.js";
import { GroupedWrites } from "../grouped-writes.js";
import { PollingLoop } from "../polling-loop.js";
import { isBranchCopy, redirectToAdministrator, type DevMailRouting } from "./dev-routing.js";
import type { MailTransport, OutboxRow } from "./transport.js";

export interface OutboxWorkerOptions {
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs: number;
  /** First retry delay; each further failure doubles it, up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** How long a claim lasts: a worker that dies mid-send leaves the row to be retried after this. */
  claimMs: number;
  /** Rows claimed at once; they are sent `concurrency` at a time. */
  batchSize: number;
  /** Messages in flight at once (at most the transport's connections; default: the transport's own figure). */
  concurrency?: number;
}

export const defaultOutboxOptions: OutboxWorkerOptions = {
  pollMs: 2_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 15 * 60_000,
  claimMs: 2 * 60_000,
  batchSize: 50,
};

/** Delay before the next attempt after `attempts` failures: exponential, capped, never given up (O3). */
export function backoffMs(attempts: number, options: Pick<OutboxWorkerOptions, "baseBackoffMs" | "maxBackoffMs">) {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

type Outcome = "sent" | "refused" | "unreachable" | "withheld";

/**
 * Sends the mail outbox at least once (docs/decisions/operation.md O3). Due rows are claimed with
 * FOR UPDATE SKIP LOCKED and a short lease, so several instances share the work without sending a row twice;
 * a row is marked sent only after the transport accepted it, so a crash in between can only re-send it,
 * with the same Message-ID.
 *
 * Order (docs/decisions/operation.md Y3, Z1): a claim is sent oldest first, `concurrency` messages at a time over pooled
 * connections, and a message starts only once every message `concurrency` or more places older has been accepted by
 * the mail server. So mail arrives in id order to within that window. While the mail server cannot be reached only
 * the oldest message is tried, alone; the rest wait untried.
 */
export class OutboxWorker {
  private readonly options: OutboxWorkerOptions;
  private readonly loop: PollingLoop;
  /** Records accepted messages as sent, those accepted together in one UPDATE (docs/decisions/operation.md Y10). */
  private readonly sentMarks = new GroupedWrites(async (ids) => {
    await this.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(mailOutbox.id, ids));
  });
  /** False until a message has gone through, and after the mail server could not be reached: then try one alone. */
  private reachable = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: Partial<OutboxWorkerOptions> = {},
    /** DEV mode's rule for branch copies; without it every message goes to its own address. */
    private readonly routing?: DevMailRouting,
  ) {
    this.options = { ...defaultOutboxOptions, ...options };
    this.loop = new PollingLoop(
      () => this.runOnce(),
      this.options.pollMs,
      (err) => this.logger.warn({ err }, "mail outbox pass failed"),
    );
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.logger.info({ transport: this.transport.describe }, "mail outbox worker started");
    this.loop.start();
  }

  /** Looks for due mail now (called after a request queued some). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling and waits for a send in progress to be recorded. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  /** Mail not yet sent: how many messages, and the age in seconds of the oldest (0 when none). */
  async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"));
    return { pending: Number(row.pending), oldestAgeSeconds: Number(row.oldestAgeSeconds) };
  }

  /** One pass: claim due rows and send them. Answers how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      const { sent: sentNow, complete } = await this.sendClaim(batch);
      sent += sentNow;
      if (!complete || batch.length < this.options.batchSize || this.stopped) return sent;
    }
  }

  /**
   * Sends claimed rows in id order, at most `concurrency` at once: message k starts once message k - concurrency has
   * finished (so every older one outside the window has). Stops starting messages when the mail server cannot be
   * reached (a message it refuses with an SMTP reply does not hold up the rest), when the worker stops, or once half
   * the claim's lease has passed (so no other instance can take a row this one is still to send); rows not started are
   * given back untried, to go later and in order. `complete` is false when it stopped early.
   */
  private async sendClaim(batch: OutboxRow[]): Promise<{ sent: number; complete: boolean }> {
    const width = Math.max(1, this.options.concurrency ?? this.transport.concurrency);
    const claimedAt = performance.now();
    // Each settles (never rejects), so no send is left unobserved when the loop stops early.
    const outcomes: Promise<void>[] = [];
    let sent = 0;
    let unreachable = false;
    let failure: unknown;
    for (const [index, row] of batch.entries()) {
      if (index >= width) await outcomes[index - width];
      // While the mail server has not been reached, the oldest message goes alone; the rest follow once it got through.
      else if (index > 0 && !this.reachable) await outcomes[0];
      if (unreachable || failure || this.stopped || performance.now() - claimedAt > this.options.claimMs / 2) break;
      outcomes.push(
        this.deliver(row).then(
          (outcome) => {
            if (outcome === "sent") sent++;
            if (outcome === "unreachable") unreachable = true;
          },
          (err: unknown) => void (failure ??= err), // recording the outcome failed (the database): the lease expires
        ),
      );
    }
    await Promise.all(outcomes);
    await this.release(batch.slice(outcomes.length));
    if (failure) throw failure;
    return { sent, complete: outcomes.length === batch.length && !unreachable };
  }

  /**
   * Claims due rows in one statement: on the embedded database a transaction holds its one thread across every round
   * trip, so a claim in several would hold up each checkout waiting behind it (docs/decisions/operation.md Y10).
   */
  private async claim(): Promise<OutboxRow[]> {
    const { batchSize, claimMs } = this.options;
    // First in, first out: once any message is due, every older unsent one goes first, so mail held up by a mail
    // server outage arrives in the order it was written, not in the order its retry timers ran out.
    const unclaimed = sql`${mailOutbox.status} = 'pending'
      and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`;
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        sql`${unclaimed} and ${mailOutbox.id} <= (
          select max(due.id) from ${mailOutbox} due
          where due.status = 'pending' and due.next_attempt_at <= now()
            and (due.locked_until is null or due.locked_until < now()))`,
      )
      .orderBy(mailOutbox.id)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + ${`${claimMs} milliseconds`}::interval`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // UPDATE ... RETURNING answers in the table's physical order, not the claim's: send oldest first.
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** Gives back claimed rows untried (their attempt did not happen). */
  private async release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
  }

  private async deliver(row: OutboxRow): Promise<Outcome> {
    let outgoing = row;
    if (this.routing?.devMode() && isBranchCopy(row)) {
      const administrator = await this.routing.administratorAddress();
      if (!administrator) return this.withhold(row);
      outgoing = redirectToAdministrator(row, administrator, this.routing.branchNameOf(row.toAddress));
    }
    try {
      await this.transport.send(outgoing);
      this.reachable = true;
    } catch (err) {
      const delay = backoffMs(row.attempts, this.options);
      const message = err instanceof Error ? err.message : String(err);
      this.logger.warn(
        {
          messageId: row.messageId,
          kind: row.kind,
          attempts: row.attempts,
          retryInMs: delay,
          error: withoutEmailAddresses(message),
        },
        "mail not sent; will retry",
      );
      await this.db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(mailOutbox.id, row.id));
      // No SMTP reply code: the connection itself failed.
      this.reachable = (err as { responseCode?: unknown })?.responseCode !== undefined;
      return this.reachable ? "refused" : "unreachable";
    }
    await this.sentMarks.add(row.id);
    const redirected = outgoing === row ? {} : { devModeSentTo: outgoing.toAddress };
    this.logger.info({ messageId: row.messageId, kind: row.kind, ...redirected }, "mail sent");
    return "sent";
  }

  /** DEV mode with no administrator address: the branch copy is not sent at all, and the log says so. */
  private async withhold(row: OutboxRow): Promise<Outcome> {
    const reason =
      "DEV mode: branch e-mail not sent, as there is no administrator address (DEV_MAIL_TO or an admin account)";
    await this.db
      .update(mailOutbox)
      .set({ status: "withheld", lockedUntil: null, lastError: reason })
      .where(eq(mailOutbox.id, row.id));
    this.logger.warn({ messageId: row.messageId, kind: row.kind, referenceNumber: row.referenceNumber }, reason);
    return "withheld";
  }
}
