import net from "node:net";
import type { Server } from "node:http";

/**
 * Stops accepting connections and resolves once every open connection has closed, leaving idle kept-alive sockets
 * open (docs/decisions/operation.md E11, E38). http.Server#close would close the idle ones at once (Node 19+) and has
 * no option to keep them, so the listener is closed through net.Server's own close, which http.Server#close calls
 * after closing them (upgrade test: server/process/stop-listening.test.ts).
 */
export function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}
