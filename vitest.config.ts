import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * API files that need modules of their own: one sets a module-level setting (the brand) before its imports, one reads
 * the process-wide request counters of `/metrics`.
 * Every other API file shares its worker's modules with the files before it (docs/decisions/operation.md E45);
 * `scripts/test/vitest-projects.test.ts` fails when a file that needs its own modules is missing here.
 */
export const API_FILES_WITH_OWN_MODULES = ["tests/api/eircode-search.test.ts", "tests/api/metrics.test.ts"];

const apiProject = {
  environment: "node" as const,
  globalSetup: ["tests/helpers/global-setup.ts"],
  // One file per core, not Vitest's cores - 1: a file waits on its server processes, PostgreSQL and sockets
  // for much of its time (docs/decisions/operation.md E41).
  maxWorkers: availableParallelism(),
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

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
          ...apiProject,
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: API_FILES_WITH_OWN_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...apiProject, name: "api-own-modules", include: API_FILES_WITH_OWN_MODULES },
      },
    ],
  },
});
