import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./paths.js";

// The layer rules of eslint.config.js, checked on imports a careless change might add.
const eslint = new ESLint({ cwd: projectRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

describe("layer rules", () => {
  it("core/ may not import server code", async () => {
    const messages = await restrictedImports(
      "core/example.ts",
      'import { loadConfig } from "../server/config.js";\nexport const x = loadConfig;\n',
    );
    expect(messages).toEqual([expect.stringContaining("core/ holds pure shared rules")]);
  });

  it("components may not import server code", async () => {
    const messages = await restrictedImports(
      "app/components/catalogue/example.tsx",
      'import { CatalogueStore } from "../../../server/services/catalogue/store.js";\nexport const x = CatalogueStore;\n',
    );
    expect(messages).toEqual([expect.stringContaining("never import server code")]);
  });

  it("API handlers may not touch the database, though they may name its types", async () => {
    const runtime = await restrictedImports(
      "server/api/example.ts",
      'import { openDatabase } from "../db/client.js";\nexport const x = openDatabase;\n',
    );
    expect(runtime).toEqual([expect.stringContaining("Only services touch the database")]);
    const typeOnly = await restrictedImports(
      "server/api/example.ts",
      'import type { Db } from "../db/client.js";\nexport type X = Db;\n',
    );
    expect(typeOnly).toEqual([]);
  });

  it("services may use the database and core may use core", async () => {
    expect(
      await restrictedImports(
        "server/services/example.ts",
        'import { openDatabase } from "../db/client.js";\nexport const x = openDatabase;\n',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports("core/example.ts", 'import { site } from "./site.js";\nexport const x = site;\n'),
    ).toEqual([]);
  });
});
