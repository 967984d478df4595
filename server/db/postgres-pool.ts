import pg from "pg";

type Release = (err?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * A pg pool that survives its connections breaking while they are checked out (docs/decisions/operation.md Z3).
 *
 * pg emits `error` on a client whose connection ends, and the pool listens for it only while the client is idle. A
 * client checked out for a transaction (drizzle holds one from BEGIN to COMMIT) had no listener, so a database
 * restart under load threw that error as an uncaught exception and ended the process. And drizzle releases the
 * client only after its BEGIN succeeded, so a connection lost during BEGIN would have stayed checked out for ever,
 * a pool slot lost with each one until every request waited for a connection.
 *
 * Here every client has an `error` listener for its whole life; when its connection breaks while it is checked
 * out, the client is released as broken at once (the pool discards it and opens a new one when needed), and the
 * holder's own release later does nothing.
 */
export class DisconnectSafePool extends pg.Pool {
  /** The guarded release of each client now checked out. */
  private readonly held = new WeakMap<pg.PoolClient, Release>();

  constructor(config: pg.PoolConfig) {
    super(config);
    // An idle client that errors is discarded by the pool; queries still report their own errors.
    this.on("error", () => {});
    this.on("connect", (client) => {
      client.on("error", (err: Error) => this.held.get(client as pg.PoolClient)?.(err));
    });
  }

  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then((client) => this.hold(client));
    // pool.query() checks out through this form.
    super.connect((err, client, done) => callback(err, client && this.hold(client), client ? client.release : done));
  }

  private hold(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const once: Release = (err) => {
      if (released) return;
      released = true;
      this.held.delete(client);
      release(err);
    };
    client.release = once;
    this.held.set(client, once);
    return client;
  }
}
