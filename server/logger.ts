import type { Writable } from "node:stream";
import { pino, type Logger } from "pino";
import pretty from "pino-pretty";
import { maskSessionId } from "./mask-session-id.js";

export type { Logger };
export type LogFormat = "pretty" | "json";

/** Headers that carry credentials or a reservation's session id: never written to a log, whoever logs them. */
const secretHeaders = ["cookie", "set-cookie", "authorization", "x-session-id"];
export const redactedPaths = secretHeaders.flatMap((name) => [
  `headers["${name}"]`,
  `*.headers["${name}"]`,
  `*.*.headers["${name}"]`,
]);

/** Query parameters that are bearer secrets: a tracking link's token (docs/decisions/mylist.md D3). */
const secretParameters = new Set(["t"]);

/**
 * Query parameters that carry what someone typed about a person or where they are, on any path
 * (docs/decisions/operation.md Z12): the address and postcode look-ups, the branch finder's place and position. The
 * public catalogue search (`search` on /equipment and /api/equipment) is kept: it names equipment, not people.
 */
const personalParameters = new Set(["q", "query", "address", "postcode", "lat", "lng", "email", "name", "phone"]);

/** On admin paths every parameter is taken for typed text except these codes: the desk's filters, pages, routes. */
const adminCodes = new Set(["page", "status", "branch", "from", "to", "table", "format", "index", "_routes"]);
/** Admin parameters known to hold typed text: their name is logged, their value never. */
const adminTypedText = new Set([...personalParameters, "search", "next"]);

/** `/admin...`, `/api/admin...` and their `.data` requests, however the path is spelt. */
function isAdminPath(words: string[]): boolean {
  return /^(api\/)?admin(?=$|[/.])/.test(words.filter(Boolean).join("/"));
}

/** A path segment or query name as a handler reads it (percent-decoded; `+` is a space in a query), in lower case. */
function readAs(text: string, plusIsSpace: boolean): string {
  const spaced = plusIsSpace ? text.replace(/\+/g, " ") : text;
  try {
    return decodeURIComponent(spaced).toLowerCase();
  } catch {
    return spaced.toLowerCase();
  }
}

/** One `name=value` pair of a query as the log may show it. */
function redactPair(pair: string, adminPath: boolean): string {
  const equals = pair.indexOf("=");
  const name = equals < 0 ? pair : pair.slice(0, equals);
  const word = readAs(name, true);
  if (pair === "") return pair;
  if (secretParameters.has(word) || personalParameters.has(word)) return `${name}=[redacted]`;
  if (!adminPath || adminCodes.has(word)) return pair;
  // An unknown name on an admin path may itself be what was typed (`?jo@example.com`).
  return adminTypedText.has(word) ? `${name}=[redacted]` : "[redacted]";
}

/**
 * A request URL fit for the log, however the URL spells it (letter case, percent-escapes, repeated parameters), since
 * the log records requests the front door turned away as well: a tracking token (`t=`) and the parameters that carry
 * personal text are replaced by `[redacted]`, on admin paths every parameter but the desk's codes, and a
 * reservation's session id (`/api/reservations/session/{id}`) shows only its first 8 characters.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  const segments = path.split("/");
  const words = segments.map((segment) => readAs(segment, false));
  for (let i = 3; i < segments.length; i++) {
    if (words[i - 3] === "api" && words[i - 2] === "reservations" && words[i - 1] === "session") {
      segments[i] = maskSessionId(segments[i]!);
    }
  }
  if (mark < 0) return segments.join("/");
  const adminPath = isAdminPath(words);
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => redactPair(pair, adminPath));
  return `${segments.join("/")}?${query.join("&")}`;
}

/**
 * `text` with every e-mail address replaced by `[address]`, for messages that may quote one, such as a mail server's
 * refusal ("550 <jo@example.com>: no such user"), before they are logged (docs/decisions/operation.md Z12).
 */
export function withoutEmailAddresses(text: string): string {
  return text.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, "[address]");
}

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
 * JSON lines to standard output without blocking the thread on each line (docs/decisions/performance.md N13). Writing to a pipe
 * is synchronous in Node, and one write per request line was half of a cached answer's cost. sonic-boom writes
 * whatever has gathered while its previous write was under way, so lines come out at once when the server is quiet
 * and in batches under load; pino writes what is left synchronously when the process exits.
 */
function asynchronousStandardOutput() {
  return pino.destination({ dest: 1, sync: false });
}
