// Process entry. Signal handling comes first; the rest loads after it (see shutdown-signal.ts).
import { ShutdownSignal } from "./shutdown-signal.js";

const signal = new ShutdownSignal();
const { startServer } = await import("./start-server.js");
await startServer(signal);
