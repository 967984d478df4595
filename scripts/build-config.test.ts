import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chunkGroups, inChunkGroup } from "../build-tools/chunks";
import { markReactRouterPure } from "../build-tools/react-router-pure-exports";
import { SONNER_CHANGED, sonnerWithoutInjection } from "../build-tools/sonner-styles-as-file";
import reactRouterConfig from "../react-router.config";

const root = fileURLToPath(new URL("..", import.meta.url));

afterEach(() => vi.restoreAllMocks());

// @react-router/dev 7.x (the last before React Router 8, which needs Node 22) creates internal Vite servers with Vite
// 5's `envFile: false`, and Vite 8 warns about it on each. Our configuration cannot reach those calls: the line is
// expected until React Router 8.
const knownUpstreamWarning = "The `envFile` option is deprecated";

describe("build configuration", () => {
  it("adopts every future flag @react-router/dev warns about", () => {
    const cli = readFileSync(`${root}node_modules/@react-router/dev/dist/cli/index.js`, "utf8");
    const warned = [...cli.matchAll(/future\.(v8_\w+) === void 0/g)].map((match) => match[1]!);
    expect(warned.length).toBeGreaterThan(0);
    const future = (reactRouterConfig.future ?? {}) as Record<string, unknown>;
    expect(warned.filter((flag) => future[flag] !== true)).toEqual([]);
  });

  it("resolves the Vite build without deprecation or future-flag warnings of its own", async () => {
    const printed: string[] = [];
    for (const method of ["log", "warn", "info", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
    }
    const { resolveConfig } = await import("vite");
    await resolveConfig({ root, configFile: `${root}vite.config.ts`, logLevel: "info" }, "build", "production");
    const ours = printed.filter((line) => !line.includes(knownUpstreamWarning));
    expect(ours.filter((line) => /deprecated|Future Flag/i.test(line))).toEqual([]);
  }, 60_000);
});

// The build's workarounds (docs/architecture.md, "Workarounds"): each fails here, with what to do, when an upgrade
// changes the package code it relies on.
describe("what build-tools relies on in other packages", () => {
  it("sonner still injects its stylesheet with one line the build can remove, and ships it as a file", () => {
    const sonner = readFileSync(`${root}node_modules/sonner/dist/index.mjs`, "utf8");
    expect(() => sonnerWithoutInjection(sonner), SONNER_CHANGED).not.toThrow();
    expect(existsSync(`${root}node_modules/sonner/dist/styles.css`), SONNER_CHANGED).toBe(true);
  });

  it("React Router still defines its components with top-level calls the build can mark pure", () => {
    const folder = `${root}node_modules/react-router/dist/development/`;
    const marked = readdirSync(folder)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => markReactRouterPure(readFileSync(folder + file, "utf8")))
      .join("\n");
    // NavLink and Form are the unused ones that weigh most; if they are no longer marked, they come back.
    for (const name of ["NavLink", "Form"])
      expect(
        marked,
        `React Router no longer defines ${name} as \`var ${name} = React.forwardRef(\` at the top level, so ` +
          "build-tools/react-router-pure-exports.ts no longer lets the build drop it and every page's first load " +
          "grows (about 1.5 KB in all); see docs/architecture.md, 'Workarounds'.",
      ).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, "m"));
  });

  it("Radix's scroll lock still takes its style helper from react-style-singleton, which the build replaces", () => {
    const sideEffect = readFileSync(`${root}node_modules/react-remove-scroll/dist/es2015/SideEffect.js`, "utf8");
    expect(
      sideEffect,
      "react-remove-scroll no longer imports styleSingleton from react-style-singleton: the alias to " +
        "app/render/adopted-style-singleton.ts in vite.config.ts no longer applies; see docs/architecture.md, " +
        "'Workarounds'.",
    ).toMatch(/import \{ styleSingleton \} from 'react-style-singleton'/);
  });
});

describe("the chunk lists (build-tools/chunks.ts)", () => {
  it("name only files and folders that exist", () => {
    const missing = chunkGroups
      .flatMap((group) => [...group.paths, ...(group.except ?? [])])
      .filter((name) => !name.startsWith("vite/"))
      .filter((name) =>
        name.endsWith("/")
          ? !existsSync(root + name)
          : ![".ts", ".tsx"].some((extension) => existsSync(root + name + extension)),
      );
    expect(missing, "build-tools/chunks.ts names paths that no longer exist: rename them there too").toEqual([]);
  });

  it("match modules by folder, by file with any extension, and not by a longer name", () => {
    const uiKit = chunkGroups.find((group) => group.name === "ui-kit")!;
    expect(inChunkGroup(uiKit, "/srv/app/node_modules/react-dom/cjs/react-dom.js")).toBe(true);
    expect(inChunkGroup(uiKit, "/srv/app/node_modules/react-router-dom/index.js")).toBe(false);
    expect(inChunkGroup(uiKit, "/srv/app/app/components/ui/card.tsx")).toBe(true);
    expect(inChunkGroup(uiKit, "/srv/app/app/components/ui/on-demand/dialog.tsx")).toBe(false);
    expect(inChunkGroup(uiKit, "C:\\srv\\app\\app\\lib\\toast.ts?v=1")).toBe(true);
    expect(inChunkGroup(uiKit, "/srv/app/app/lib/toaster-extra.ts")).toBe(false);
    expect(inChunkGroup(uiKit, "\0vite/preload-helper.js")).toBe(true);
  });
});
