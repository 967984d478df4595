// The site as a visitor meets it, for the browser benchmarks (bench:js, bench:lighthouse): the production build in
// LIVE mode with the demo catalogue on a fresh embedded database, no map tiles (offline here).
import { startServerProcess, type ServerProcess } from "../../../tests/helpers/server-process.js";

export function startProductionServer(port: number): Promise<ServerProcess> {
  return startServerProcess({
    port,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: "true", SITE_MODE: "LIVE", LOG_LEVEL: "warn" },
  });
}
