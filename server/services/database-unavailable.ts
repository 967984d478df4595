// Which errors mean "the database cannot be reached right now" rather than "this query is wrong".
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
// SQLSTATE class 08 (connection exception) and the server shutting down or starting up (57P01-57P03).
const SQLSTATE = /^(08...|57P0[123])$/;
// pg-pool's "timeout exceeded when trying to connect": every pooled connection stayed busy for its connection timeout
// (docs/decisions/operation.md Y9).
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

/** True when the error, or one it wraps (drizzle wraps driver errors as `cause`), is a lost database connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
