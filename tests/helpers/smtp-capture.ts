import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw message as received (headers and MIME body). */
  raw: string;
  /** performance.now() when it had arrived whole. */
  receivedAt: number;
}

/**
 * A real SMTP server on loopback that keeps every message it receives. It can be stopped and started
 * again on the same port, to play a mail server that is down for a while.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: { count: number; resolve: () => void }[] = [];
  port = 0;
  /** Messages being received right now, and the most there have been at once. */
  private receiving = 0;
  maxReceivingAtOnce = 0;

  /** `replyDelayMs` makes it answer each message that much later (a mail server's own work), after keeping it. */
  constructor(private readonly options: { replyDelayMs?: number } = {}) {}

  /** smtp://127.0.0.1:{port} for SMTP_URL (plain, no authentication, as a local relay). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        this.receiving++;
        this.maxReceivingAtOnce = Math.max(this.maxReceivingAtOnce, this.receiving);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            receivedAt: performance.now(),
          });
          this.notify();
          setTimeout(() => {
            this.receiving--;
            callback();
          }, this.options.replyDelayMs ?? 0);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening; the port is kept, so start() brings the same server address back. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.messages.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} messages, got ${this.messages.length}`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private notify() {
    this.waiters = this.waiters.filter((waiter) => {
      if (this.messages.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }
}
