import { createServer } from "node:net";

export class PortUnavailableError extends Error {}

/** A plain sentence for a listen error a new user can act on; undefined for anything else. */
export function describeListenError(err: unknown, port: number): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") return `Port ${port} is in use: set PORT`;
  if (code === "EACCES") return `Port ${port} needs more privileges than this process has: set PORT`;
  if (code === "EADDRNOTAVAIL") return `HOST is not an address of this machine: set HOST`;
  return undefined;
}

/**
 * Checks that HOST:PORT can be listened on, before the slow start-up (database, migrations, snapshot) begins.
 * The real listen still reports the same message if another process takes the port in between.
 */
export async function assertPortAvailable(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (err) => {
      const message = describeListenError(err, port);
      reject(message ? new PortUnavailableError(message) : err);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
