import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "../services/database-unavailable.js";
import { openDatabase, type Database } from "./client.js";

/**
 * Just enough of a PostgreSQL server (wire protocol 3.0, no authentication) for pg to connect and run simple queries,
 * each answered with an empty result. `breakOn` makes it drop the connection when a query starting with that text
 * arrives: a database restart as a client in the middle of its work sees it.
 */
class FakePostgres {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  breakOn: string | undefined;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `postgres://user:secret@127.0.0.1:${(this.server.address() as AddressInfo).port}/hirebase`;
  }

  /** Ends every open connection, as a server that goes away does. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.dropConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private serve(socket: Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = Buffer.alloc(0);
    let started = false;
    const message = (type: string, body: Buffer) => {
      const header = Buffer.alloc(5);
      header.write(type, 0);
      header.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([header, body]);
    };
    const ready = () => message("Z", Buffer.from("I"));
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
          buffer = buffer.subarray(buffer.readInt32BE(0));
          started = true;
          const authenticationOk = message("R", Buffer.from([0, 0, 0, 0]));
          socket.write(Buffer.concat([authenticationOk, ready()]));
          continue;
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, 1 + buffer.readInt32BE(1));
        buffer = buffer.subarray(1 + buffer.readInt32BE(1));
        if (type === "X") return void socket.end();
        if (type !== "Q") continue;
        const text = body.toString("utf8").replace(/\0$/, "");
        if (this.breakOn && text.toLowerCase().startsWith(this.breakOn)) return void socket.destroy();
        socket.write(Buffer.concat([message("C", Buffer.from("SELECT 0\0")), ready()]));
      }
    });
  }
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (err: unknown) => err,
  );

let fake: FakePostgres;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  await fake?.stop();
});

describe("PostgreSQL pool when the database goes away", () => {
  it("fails a transaction whose connection breaks as 'unavailable', without crashing, and keeps serving", async () => {
    fake = new FakePostgres();
    await fake.start();
    database = await openDatabase({ kind: "postgres", url: fake.url, poolSize: 2 });
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", record);
    try {
      const failure = await failureOf(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          fake.dropConnections(); // the database restarts while the transaction holds its connection
          // The broken connection is given back at once, while the transaction still holds it (Z3).
          await vi.waitFor(() => expect(database!.poolUse?.().total).toBe(0));
          await tx.execute(sql`select 2`);
        }),
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it("gives back a connection lost during BEGIN, so the pool does not run dry", async () => {
    fake = new FakePostgres();
    await fake.start();
    database = await openDatabase({ kind: "postgres", url: fake.url, poolSize: 1 });
    fake.breakOn = "begin";
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await failureOf(database.db.transaction(async () => {}));
      expect(isDatabaseUnavailable(failure)).toBe(true);
    }
    fake.breakOn = undefined;
    // With the pool's only connection still held by a failed BEGIN, this would wait out the 5 s connection timeout.
    const started = performance.now();
    await database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(database.poolUse?.()).toMatchObject({ waiting: 0 });
  });
});
