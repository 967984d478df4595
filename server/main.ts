// Process entry. Signal handling comes first; the rest loads after it (see process/shutdown-signal.ts).
import { ShutdownSignal } from "./process/shutdown-signal.js";

// Before React and React Router load: they choose their development or production builds from NODE_ENV when first
// imported, and the server runs production unless development is asked for (as `npm run dev` does).
process.env.NODE_ENV ||= "production";

const signal = new ShutdownSignal();
const { startServer } = await import("./process/start-server.js");
await startServer(signal);
