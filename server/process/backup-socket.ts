import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";
import { PRIVATE_FILE_MODE } from "../private-files.js";

// `npm run backup` while the server holds the embedded database (docs/decisions/operation.md Z8). PGlite allows one
// process per data folder, so the command cannot open it: it asks the server through a Unix socket in the data
// folder, and the server answers a consistent tarball taken between transactions. Only the folder's owner may connect
// (the socket is 0600 in a 0700 folder, docs/decisions/operation.md Z9, and has no network address), which is exactly
// who could copy the database anyway.
//
// Protocol: the command sends the line "backup"; the server answers one JSON line, {"ok":true,"bytes":N} followed by
// N bytes of the gzipped tarball, or {"ok":false,"error":"..."}, and closes.

export const BACKUP_SOCKET_NAME = "backup.sock";

export const backupSocketPath = (dataDir: string) => join(resolve(dataDir), BACKUP_SOCKET_NAME);

export interface BackupSource {
  backup(): Promise<Buffer>;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Listens on DATA_DIR/backup.sock; the caller holds the data folder's lock, so a socket file left there is stale. */
export async function serveBackups(
  dataDir: string,
  source: BackupSource,
  logger: Logger,
): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = net.createServer((socket) => {
    let asked = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      asked += chunk;
      if (!asked.includes("\n")) {
        if (asked.length > 64) socket.destroy();
        return;
      }
      socket.removeAllListeners("data");
      if (asked.trim() !== "backup") {
        socket.end(`${JSON.stringify({ ok: false, error: "unknown request" })}\n`);
        return;
      }
      const started = performance.now();
      source.backup().then(
        (bytes) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
          logger.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, "backup taken");
        },
        (err: unknown) => {
          logger.warn({ err }, "backup failed");
          socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      chmodSync(path, PRIVATE_FILE_MODE); // docs/decisions/operation.md Z9
      resolveListen();
    });
  });
  server.unref();
  return () =>
    new Promise<void>((resolveClose) => {
      server.close(() => resolveClose());
      rmSync(path, { force: true });
    });
}

/** Asks the server holding `dataDir` for a backup; undefined when no server listens there. */
export function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolveBackup, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      socket.write("backup\n");
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolveBackup(undefined);
      else reject(err);
    });
    socket.once("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error("the running server closed the connection without a backup"));
      const header = JSON.parse(all.subarray(0, newline).toString("utf8")) as {
        ok: boolean;
        bytes?: number;
        error?: string;
      };
      if (!header.ok) return reject(new Error(`the running server could not take the backup: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(new Error(`the backup was cut short (${body.length} of ${header.bytes} bytes)`));
      }
      resolveBackup(body);
    });
  });
}
