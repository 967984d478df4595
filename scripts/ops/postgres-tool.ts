// How npm run backup and npm run restore call pg_dump and pg_restore (docs/decisions/operation.md Z10). A process's
// arguments are readable by every user of the machine (/proc/<pid>/cmdline), its environment only by its owner, so
// the password travels in PGPASSWORD and the arguments carry the URL without it.

export interface PostgresToolCall {
  /** `--dbname=<url without the password>`, for the tool's arguments. */
  dbnameArgument: string;
  /** The environment for the tool: this process's, plus PGPASSWORD when the URL holds a password. */
  env: NodeJS.ProcessEnv;
}

export function postgresToolCall(databaseUrl: string, baseEnv: NodeJS.ProcessEnv = process.env): PostgresToolCall {
  const url = new URL(databaseUrl);
  // libpq also reads a password from the query string; it moves to the environment like the URL's own.
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get("password");
  url.password = "";
  url.searchParams.delete("password");
  const env: NodeJS.ProcessEnv = { ...baseEnv };
  if (password) env.PGPASSWORD = password;
  return { dbnameArgument: `--dbname=${url.toString()}`, env };
}
