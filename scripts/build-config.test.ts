import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import reactRouterConfig from "../react-router.config";

const root = fileURLToPath(new URL("..", import.meta.url));

afterEach(() => vi.restoreAllMocks());

describe("build configuration", () => {
  it("adopts every future flag @react-router/dev warns about", () => {
    const cli = readFileSync(`${root}node_modules/@react-router/dev/dist/cli/index.js`, "utf8");
    const warned = [...cli.matchAll(/future\.(v8_\w+) === void 0/g)].map((match) => match[1]!);
    expect(warned.length).toBeGreaterThan(0);
    const future = (reactRouterConfig.future ?? {}) as Record<string, unknown>;
    expect(warned.filter((flag) => future[flag] !== true)).toEqual([]);
  });

  it("resolves the Vite build without deprecation or future-flag warnings", async () => {
    const printed: string[] = [];
    for (const method of ["log", "warn", "info", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
    }
    const { resolveConfig } = await import("vite");
    await resolveConfig({ root, configFile: `${root}vite.config.ts`, logLevel: "info" }, "build", "production");
    expect(printed.filter((line) => /deprecated|Future Flag/i.test(line))).toEqual([]);
  }, 60_000);
});
