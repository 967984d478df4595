import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRAND_IDS, DEFAULT_BRAND_ID } from "../brands/ids.js";
import { clientBuildFolder, projectRoot, serverBuildFile } from "../server/paths.js";
import {
  brandBuildFolder,
  brandsInRepository,
  buildOutputs,
  staleBuildReason,
  wantedBrand,
} from "./build-freshness.mjs";

let root: string;

function write(path: string, ageSeconds = 3600, text = "x") {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  const time = Date.now() / 1000 - ageSeconds;
  utimesSync(file, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "hirebase-freshness-"));
  write("app/root.tsx", 7200);
  write("server/http/app.ts", 7200);
  write("package-lock.json", 7200);
  write("brands/ids.ts", 7200, readFileSync(new URL("../brands/ids.ts", import.meta.url), "utf8"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What `npm run build` writes for a brand: its pages in build/<id>/, and the shared server code in dist/. */
const build = (brand = "kestrel", ageSeconds = 3600) => {
  write(`build/${brand}/server/index.js`, ageSeconds);
  write(`build/${brand}/client/assets/entry.client-${brand}.js`, ageSeconds);
  write("dist/server/main.js", ageSeconds);
};

describe("staleBuildReason (npm start)", () => {
  it("asks for a build when there is none, or only half of one", () => {
    expect(staleBuildReason(root)).toBe("no build yet for the brand kestrel");
    write("build/kestrel/server/index.js");
    expect(staleBuildReason(root)).toBe("no build yet for the brand kestrel");
  });

  it("keeps a build newer than every source", () => {
    build();
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it("rebuilds after a source changed (a git pull)", () => {
    build();
    write("server/services/catalogue/store.ts", 10);
    expect(staleBuildReason(root)).toBe("server/services/catalogue/store.ts changed since the last build");
  });

  it("rebuilds after the lockfile changed (new dependencies)", () => {
    build();
    write("package-lock.json", 10);
    expect(staleBuildReason(root)).toBe("package-lock.json changed since the last build");
  });

  it("ignores test files, which are not part of the build", () => {
    build();
    write("server/config.test.ts", 10);
    expect(staleBuildReason(root)).toBeUndefined();
  });
});

describe("a build per brand (docs/decisions/operation.md O7, E30)", () => {
  it("builds the brand BRAND names into a folder of its own", () => {
    expect(wantedBrand(root, {})).toBe(DEFAULT_BRAND_ID);
    expect(BRAND_IDS.map((id) => brandBuildFolder(id))).toEqual(BRAND_IDS.map((id) => `build/${id}`));
    for (const id of BRAND_IDS) expect(buildOutputs(id)).toContain(`build/${id}/server/index.js`);
    build("kestrel");
    expect(staleBuildReason(root, { BRAND: "kestrel" })).toBeUndefined();
    expect(staleBuildReason(root, { BRAND: "curlew" })).toBe("no build yet for the brand curlew");
  });

  it("knows the brands brands/ids.ts lists, and npm start refuses an unknown one in one line, before building", () => {
    expect(brandsInRepository(projectRoot)).toEqual([...BRAND_IDS].sort());
    const start = spawnSync(process.execPath, [join(projectRoot, "scripts/ops/start.mjs")], {
      env: { ...process.env, BRAND: "nope" },
      encoding: "utf8",
    });
    expect(start.status).toBe(1);
    expect(start.stdout).toBe("");
    expect(start.stderr.trimEnd().split("\n")).toEqual([
      "Invalid configuration:",
      '  BRAND: unknown brand "nope" (one of curlew, kestrel)',
    ]);
  });

  it("is where the pages build writes (react-router.config.ts) and where the server reads (server/paths.ts)", async () => {
    for (const id of BRAND_IDS) {
      vi.stubEnv("BRAND", id);
      vi.resetModules();
      const { default: config } = await import("../react-router.config.js");
      expect(config.buildDirectory).toBe(brandBuildFolder(id));
      expect(serverBuildFile(id)).toBe(join(projectRoot, brandBuildFolder(id), "server/index.js"));
      expect(clientBuildFolder(id)).toBe(join(projectRoot, brandBuildFolder(id), "client"));
    }
    vi.unstubAllEnvs();
  });

  it("leaves one brand's build current, and its files in place, when another brand is built", () => {
    build("kestrel", 3600);
    build("curlew", 60); // later: dist/ is written again too
    expect(staleBuildReason(root, { BRAND: "curlew" })).toBeUndefined();
    expect(staleBuildReason(root, { BRAND: "kestrel" })).toBeUndefined();
    // A Kestrel server started earlier still finds its scripts.
    expect(existsSync(join(root, "build/kestrel/client/assets/entry.client-kestrel.js"))).toBe(true);
  });

  it("rebuilds only the brand whose build is older than a changed source", () => {
    build("kestrel", 3600);
    write("app/root.tsx", 600);
    build("curlew", 60);
    expect(staleBuildReason(root, { BRAND: "curlew" })).toBeUndefined();
    expect(staleBuildReason(root, { BRAND: "kestrel" })).toBe("app/root.tsx changed since the last build");
  });
});
