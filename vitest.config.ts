import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/global-setup.ts"],
          // One file per core, not Vitest's cores - 1: a file waits on its server processes, PostgreSQL and sockets
          // for much of its time (docs/decisions/operation.md E41).
          maxWorkers: availableParallelism(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
