// `npm start`: builds once when there is no build yet, then serves in production mode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const built = ["build/server/index.js", "build/client", "dist/server/main.js"].every((path) => existsSync(root + path));

if (!built) {
  console.log("No build found: building the site first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import(new URL("../dist/server/main.js", import.meta.url).href);
