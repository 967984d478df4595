import type { Writable } from "node:stream";
import { pino, type Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };
export type LogFormat = "pretty" | "json";

/** Headers that carry credentials or a reservation's session id: never written to a log, whoever logs them. */
const secretHeaders = ["cookie", "set-cookie", "authorization", "x-session-id"];
export const redactedPaths = secretHeaders.flatMap((name) => [
  `headers["${name}"]`,
  `*.headers["${name}"]`,
  `*.*.headers["${name}"]`,
]);

export interface LoggerOptions {
  /** Default: pretty when standard output is a terminal, JSON lines otherwise (LOG_FORMAT overrides). */
  format?: LogFormat;
  /** Default: standard output. */
  destination?: Writable;
}

export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const format = options.format ?? (process.stdout.isTTY ? "pretty" : "json");
  const destination = options.destination ?? process.stdout;
  const settings = { level, redact: { paths: redactedPaths, censor: "[redacted]" } };
  if (format === "json") return pino(settings, options.destination ?? asynchronousStandardOutput());
  // In the process, not a worker transport: a terminal is for one person watching, not for throughput.
  return pino(
    settings,
    pretty({
      destination,
      sync: true,
      colorize: destination === process.stdout && process.stdout.isTTY === true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname,req,res,responseTime",
      singleLine: true,
      messageFormat: (log, messageKey) => {
        const req = log.req as { method?: string; url?: string } | undefined;
        const res = log.res as { statusCode?: number } | undefined;
        if (req && res) return `${req.method} ${req.url} ${res.statusCode} ${log.responseTime} ms`;
        return String(log[messageKey] ?? "");
      },
    }),
  );
}

/**
 * JSON lines to standard output without blocking the thread on each line (docs/decisions.md N13). Writing to a pipe
 * is synchronous in Node, and one write per request line was half of a cached answer's cost. sonic-boom writes
 * whatever has gathered while its previous write was under way, so lines come out at once when the server is quiet
 * and in batches under load; pino writes what is left synchronously when the process exits.
 */
function asynchronousStandardOutput() {
  return pino.destination({ dest: 1, sync: false });
}
