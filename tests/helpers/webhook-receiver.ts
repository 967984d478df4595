import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
  /** The status this receiver answered; null when it never answered. */
  answered: number | null;
}

/** What the receiver does with attempt `attempt` (1 = the first) of a webhook-id: answer a status, or never answer. */
export type ReceiverPolicy = (attempt: number) => number | "hang";

const webhookHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    ["webhook-id", "webhook-timestamp", "webhook-signature", "content-type"].map((name) => [
      name,
      String(headers[name] ?? ""),
    ]),
  );

/**
 * A company's system on loopback receiving webhooks: records every attempt and answers as its policy says. It can be
 * stopped and started again on the same port, to play a receiver that is down for a while.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  port = 0;
  /** Attempts being answered right now, per webhook-id, and the most ever seen at once for one id. */
  private readonly inFlight = new Map<string, number>();
  maxConcurrentPerId = 0;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  constructor(
    public policy: ReceiverPolicy = () => 204,
    private readonly answerDelayMs = 0,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** Attempts that were answered 2xx. */
  accepted(): ReceivedWebhook[] {
    return this.received.filter((attempt) => attempt.answered !== null && attempt.answered < 300);
  }

  attemptsOf(id: string): ReceivedWebhook[] {
    return this.received.filter((attempt) => attempt.id === id);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const headers = webhookHeaders(req.headers);
        const id = headers["webhook-id"];
        const attempt: ReceivedWebhook = { id, headers, body: Buffer.concat(chunks).toString("utf8"), answered: null };
        this.received.push(attempt);
        const decision = this.policy(this.attemptsOf(id).length);
        if (decision === "hang") {
          this.hanging.add(res);
          return;
        }
        const now = (this.inFlight.get(id) ?? 0) + 1;
        this.inFlight.set(id, now);
        this.maxConcurrentPerId = Math.max(this.maxConcurrentPerId, now);
        setTimeout(() => {
          this.inFlight.set(id, this.inFlight.get(id)! - 1);
          attempt.answered = decision;
          res.writeHead(decision).end();
        }, this.answerDelayMs);
      });
    });
    this.server.listen(this.port, "127.0.0.1");
    await new Promise<void>((resolve) => this.server!.once("listening", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stops listening and drops open connections; the port is kept for a later start. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
