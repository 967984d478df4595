/* global process, console, URL -- a Node script, like those in scripts/ */
// A production server (the build, a fresh embedded database with the demo catalogue) whose catalogue
// carries a script injected into an equipment description after every sanitising step, as HTML that
// reached a page by some unforeseen path would. The CSP alone must stop it (docs/decisions/security.md O5).
// Prints one JSON line {"path": "/equipment/..."} when it listens on PORT.
import { createServer } from "node:http";
import { rmSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createSite } from "../../../dist/server/http/app.js";
import { loadConfig } from "../../../dist/server/config.js";
import { databaseOptionsFromConfig, openDatabase } from "../../../dist/server/db/client.js";
import { seedDemoCatalogueIfEmpty } from "../../../dist/server/services/import/index.js";
import { createLogger } from "../../../dist/server/logger.js";
import { serverBuildFile } from "../../../dist/server/paths.js";
import { createServices } from "../../../dist/server/services/index.js";

export const injectedScript = "window.__pwned = true;";

const dataDir = fileURLToPath(new URL("../../.tmp/csp-injected-data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const port = Number(process.env.PORT);
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  MAP_TILE_URL: "",
  LOG_LEVEL: "warn",
});
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDemoCatalogueIfEmpty(database.db, logger);
const services = await createServices(config, logger, database);

// Descriptions are read from the database when a page asks for them, sanitised (docs/decisions/performance.md N33):
// the script is added to what that read answers, after its sanitising.
const snapshot = services.catalogue.current();
const [item] = (await snapshot.withDescriptions(snapshot.equipment().slice(0, 50))).filter(
  (row) => row.fullDescription,
);
const descriptions = snapshot.descriptions;
const sanitisedBySlug = descriptions.bySlug;
descriptions.bySlug = async (slugs) => {
  const found = await sanitisedBySlug(slugs);
  const html = found.get(item.equipmentSlug);
  if (html) found.set(item.equipmentSlug, `${html}<p>Injected</p><script>${injectedScript}</script>`);
  return found;
};

const build = await import(pathToFileURL(serverBuildFile()).href);
const server = createServer(createSite({ services, build }).listener).listen(port, "127.0.0.1", () => {
  console.log(JSON.stringify({ path: `/equipment/${item.equipmentSlug}` }));
});
const stop = () => server.close(() => database.close().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
