import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../../private-files.js";
import type { mailOutbox } from "../../db/schema.js";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Delivers one outbox message; rejects when it could not be handed over (the worker retries). */
export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
  /** How many messages it carries at once (the outbox sends that many concurrently). */
  concurrency: number;
  close(): void;
  describe: string;
}

function mailOptions(message: OutboxRow) {
  return {
    messageId: message.messageId,
    from: message.fromAddress,
    to: message.toAddress,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    date: message.createdAt,
  };
}

/**
 * SMTP connections kept open to the mail server. One message at a time over a new connection each carried about nine
 * messages a second, too few for a busy afternoon's backlog; five reused connections are few enough for any relay's
 * per-client limit (docs/decisions/operation.md Z1).
 */
export const SMTP_CONNECTIONS = 5;

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@mail.example.com:587), over pooled connections. */
export function smtpTransport(url: string, connections = SMTP_CONNECTIONS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    // Fail fast while the mail server is down; the outbox backs off and retries.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    describe: `SMTP ${new URL(url).host} (${connections} connections)`,
    concurrency: connections,
    async send(message) {
      await transporter.sendMail(mailOptions(message));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each message becomes an .eml file in DATA_DIR/mail (written whole, then renamed). */
export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const directory = resolve(folder);
  return {
    describe: `files in ${directory}`,
    concurrency: 1,
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      await mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const name = `${String(message.id).padStart(8, "0")}-${message.kind}.eml`;
      const temporary = join(directory, `.${name}.tmp`);
      // Customers' details: owner only, whatever the umask (docs/decisions/operation.md Z9).
      await writeFile(temporary, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await chmod(temporary, PRIVATE_FILE_MODE);
      await rename(temporary, join(directory, name));
    },
    close: () => transporter.close(),
  };
}
