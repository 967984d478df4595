import { and, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminUsers, webhookDeliveries, webhookEndpoints } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { enqueueMail } from "../mail/outbox.js";
import { webhookFailingMail } from "./failing-mail.js";
import { PollingLoop } from "../polling-loop.js";
import { signedHeaders } from "./signing.js";

export interface WebhookWorkerOptions {
  /** How often to look for due deliveries when nothing wakes the worker. */
  pollMs: number;
  /** Delays before each retry (WEBHOOK_RETRY_SCHEDULE); after the last one fails, the delivery has failed. */
  retryScheduleMs: number[];
  /** An attempt without an answer by then counts as failed. */
  timeoutMs: number;
  /** How long a claim lasts; longer than an attempt can take, so no other instance sends a row being sent. */
  claimMs: number;
  /** Attempts in flight at once; a pass claims only as many as are free, so a dead endpoint holds up no other. */
  maxInFlight: number;
}

export const defaultWebhookOptions: Omit<WebhookWorkerOptions, "retryScheduleMs"> = {
  pollMs: 1_000,
  timeoutMs: 10_000,
  claimMs: 60_000,
  maxInFlight: 50,
};

export interface WebhookWorkerDeps {
  db: Db;
  logger: Logger;
  mailFrom: string;
  /** The admin page's webhooks section, linked from the failing e-mail. */
  adminUrl: string;
  onMailQueued: () => void;
}

export interface WebhookBacklog {
  pending: number;
  oldestAgeSeconds: number;
  failingEndpoints: number;
}

type Claimed = typeof webhookDeliveries.$inferSelect & { url: string; secret: string };

interface Answer {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Sends the webhook outbox at least once (docs/decisions/webhooks.md I14): due deliveries are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several instances share them without sending one twice at once; a delivery
 * is marked delivered only after the endpoint answered 2xx, so a crash in between can only send it again, with the
 * same webhook-id. Sending happens here, never in a request (I16).
 */
export class WebhookWorker {
  private readonly options: WebhookWorkerOptions;
  private readonly loop: PollingLoop;
  /** Attempts started and not yet recorded. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Ends the attempts in flight when the worker stops, so shutdown does not wait for slow endpoints. */
  private stopping = new AbortController();

  constructor(
    private readonly deps: WebhookWorkerDeps,
    options: Partial<WebhookWorkerOptions> & Pick<WebhookWorkerOptions, "retryScheduleMs">,
  ) {
    this.options = { ...defaultWebhookOptions, ...options };
    this.loop = new PollingLoop(
      () => this.runOnce(),
      this.options.pollMs,
      (err) => this.deps.logger.warn({ err }, "webhook pass failed"),
    );
  }

  start(): void {
    if (!this.loop.stopped) return;
    this.stopping = new AbortController();
    this.loop.start();
  }

  /** Looks for due deliveries now (called after a commit queued some). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling, ends the attempts in flight and gives their deliveries back untried. */
  async stop(): Promise<void> {
    const stopped = this.loop.stop();
    this.stopping.abort();
    await stopped;
    await Promise.all(this.inFlight);
  }

  /** Deliveries not yet accepted: how many, the age in seconds of the oldest (0 when none), and failing endpoints. */
  async backlog(): Promise<WebhookBacklog> {
    const [row] = await this.deps.db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${webhookDeliveries.createdAt})), 0)::float8`,
        failingEndpoints: sql<number>`(select count(*)::int from ${webhookEndpoints}
          where ${webhookEndpoints.failingSince} is not null)`,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "pending"));
    return {
      pending: Number(row.pending),
      oldestAgeSeconds: Number(row.oldestAgeSeconds),
      failingEndpoints: Number(row.failingEndpoints),
    };
  }

  /**
   * One pass: claims as many due deliveries as there are free places and starts their attempts without waiting for
   * them; each wakes the worker once recorded, so the next due delivery goes as soon as a place frees.
   */
  private async runOnce(): Promise<void> {
    const free = this.options.maxInFlight - this.inFlight.size;
    if (free <= 0) return;
    for (const row of await this.claim(free)) {
      const attempt = this.attempt(row)
        .then((answer) => (this.loop.stopped ? this.release(row) : this.record(row, answer)))
        .catch((err: unknown) =>
          this.deps.logger.warn({ err, webhookId: row.messageId }, "webhook attempt not recorded"),
        )
        .finally(() => {
          this.inFlight.delete(attempt);
          this.wake();
        });
      this.inFlight.add(attempt);
    }
  }

  /**
   * Claims up to `limit` due deliveries with their endpoints' address and secret in one statement: on the embedded
   * database a transaction holds its one thread across every round trip, so a claim in several would hold up each
   * checkout waiting behind it (docs/decisions/webhooks.md I19).
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const due = this.deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.nextAttemptAt} <= now()
          and (${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < now())`,
      )
      .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.deps.db
      .update(webhookDeliveries)
      .set({
        lockedUntil: sql`now() + ${`${this.options.claimMs} milliseconds`}::interval`,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
      })
      .from(webhookEndpoints)
      .where(and(inArray(webhookDeliveries.id, due), eq(webhookEndpoints.id, webhookDeliveries.endpointId)))
      .returning({ ...getTableColumns(webhookDeliveries), url: webhookEndpoints.url, secret: webhookEndpoints.secret });
  }

  /** One POST, signed at the moment it is sent; any answer but 2xx, or none within timeoutMs, is a failure. */
  private async attempt(row: Claimed): Promise<Answer> {
    try {
      const response = await fetch(row.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...signedHeaders(row.secret, row.messageId, row.body, new Date()),
        },
        body: row.body,
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.stopping.signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      return { ok: response.status >= 200 && response.status < 300, statusCode: response.status, error: null };
    } catch (err) {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
      const error = timedOut
        ? `no answer within ${this.options.timeoutMs / 1000} s`
        : (cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err)));
      return { ok: false, statusCode: null, error };
    }
  }

  /** Gives back a delivery whose attempt the worker's stop cut short: it goes again, as the same attempt. */
  private async release(row: Claimed): Promise<void> {
    await this.deps.db
      .update(webhookDeliveries)
      .set({ lockedUntil: null, attempts: sql`${webhookDeliveries.attempts} - 1` })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
  }

  /** Records an attempt's outcome; only the claim that made the attempt may record it. */
  private async record(row: Claimed, answer: Answer): Promise<void> {
    const { db, logger } = this.deps;
    const ours = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts));
    if (answer.ok) {
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({
            status: "delivered",
            deliveredAt: sql`now()`,
            lockedUntil: null,
            lastStatusCode: answer.statusCode,
            lastError: null,
          })
          .where(ours);
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, row.endpointId));
      });
      logger.info({ webhookId: row.messageId, type: row.eventType, attempts: row.attempts }, "webhook delivered");
      return;
    }
    const schedule = this.options.retryScheduleMs;
    const lastAttempt = row.attempts > schedule.length;
    const failure = { lockedUntil: null, lastStatusCode: answer.statusCode, lastError: answer.error };
    logger.warn(
      {
        webhookId: row.messageId,
        type: row.eventType,
        attempts: row.attempts,
        status: answer.statusCode,
        error: answer.error,
      },
      lastAttempt ? "webhook failed after its last attempt" : "webhook not delivered; will retry",
    );
    if (!lastAttempt) {
      const delay = schedule[row.attempts - 1];
      await db
        .update(webhookDeliveries)
        .set({ ...failure, nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` })
        .where(ours);
      return;
    }
    const mailed = await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...failure, status: "failed" })
        .where(ours);
      // docs/decisions/webhooks.md I15: the administrators hear once, when the endpoint becomes failing.
      const [marked] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`now()` })
        .where(and(eq(webhookEndpoints.id, row.endpointId), isNull(webhookEndpoints.failingSince)))
        .returning({ id: webhookEndpoints.id });
      if (!marked) return false;
      const administrators = await tx
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, "administrator"), isNull(adminUsers.disabledAt)));
      const failed = {
        url: row.url,
        eventType: row.eventType,
        messageId: row.messageId,
        attempts: row.attempts,
        lastAnswer: answer.statusCode === null ? (answer.error ?? "no answer") : `HTTP ${answer.statusCode}`,
      };
      await enqueueMail(
        tx,
        this.deps.mailFrom,
        administrators.map((admin) => webhookFailingMail(admin.email, failed, this.deps.adminUrl)),
      );
      return administrators.length > 0;
    });
    if (mailed) this.deps.onMailQueued();
  }
}
