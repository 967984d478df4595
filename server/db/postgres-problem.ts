/** PostgreSQL at DATABASE_URL cannot be used; the message is one plain line naming the cause and the setting. */
export class DatabaseUnavailableError extends Error {}

/**
 * Why the first connection to `url` failed, in words the person starting the server can act on (never the
 * password). pg's own errors otherwise reach the console as stack traces through the pool and drizzle.
 */
export function describePostgresProblem(err: unknown, url: string): string {
  const { hostname, port, pathname, username } = new URL(url);
  const where = `${hostname}:${port || "5432"}`;
  const database = decodeURIComponent(pathname.slice(1)) || decodeURIComponent(username);
  const user = decodeURIComponent(username);
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  const reason =
    code === "28P01"
      ? `the password for user "${user}" was refused (check the user and password)`
      : code === "3D000"
        ? `there is no database "${database}" there (create it, or correct its name)`
        : code === "28000"
          ? `${message ?? "the user was refused"} (check the user)`
          : code === "ECONNREFUSED"
            ? "nothing accepts connections there (is PostgreSQL running, and are the host and port right?)"
            : code === "ENOTFOUND" || code === "EAI_AGAIN"
              ? `the host "${hostname}" was not found`
              : /timeout/i.test(message ?? "")
                ? "it did not answer in time"
                : (message ?? String(err));
  return `DATABASE_URL: cannot connect to PostgreSQL at ${where}: ${reason}`;
}
