import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_BRAND_ID } from "../brands/ids.js";
import { staleBuildReason, wantedBrand } from "./build-freshness.mjs";

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
  write("server/app.ts", 7200);
  write("package-lock.json", 7200);
  write("brands/ids.ts", 7200, readFileSync(new URL("../brands/ids.ts", import.meta.url), "utf8"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const build = () => {
  write("build/server/index.js", 3600);
  write("dist/server/main.js", 3600);
  write("build/brand.json", 3600, JSON.stringify({ brand: "kestrel" }));
};

describe("staleBuildReason (npm start)", () => {
  it("asks for a build when there is none, or only half of one", () => {
    expect(staleBuildReason(root)).toBe("no build yet");
    write("build/server/index.js");
    expect(staleBuildReason(root)).toBe("no build yet");
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

  it("rebuilds when BRAND names another brand than the build's (docs/decisions/operation.md O7)", () => {
    build();
    expect(wantedBrand(root, {})).toBe(DEFAULT_BRAND_ID);
    expect(staleBuildReason(root, { BRAND: "kestrel" })).toBeUndefined();
    expect(staleBuildReason(root, { BRAND: "curlew" })).toBe("the build is for the brand kestrel, BRAND is curlew");
    write("build/brand.json", 3600, "{}");
    expect(staleBuildReason(root, {})).toBe("the build is for the brand (unrecorded), BRAND is kestrel");
  });
});
