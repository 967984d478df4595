import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./paths.js";

// The layer rules of eslint.config.js, checked on imports a careless change might add.
const eslint = new ESLint({ cwd: projectRoot });

async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const restrictedImports = (filePath: string, code: string) =>
  messagesOf("@typescript-eslint/no-restricted-imports", filePath, code);

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

  it("pages may not import the HTTP API's modules, nor touch the database, though they may call services", async () => {
    expect(
      await restrictedImports(
        "app/routes/example.tsx",
        'import { mountRequestDesk } from "../../server/api/admin/requests.js";\nexport const x = mountRequestDesk;\n',
      ),
    ).toEqual([expect.stringContaining("Pages call services, not the HTTP API's modules")]);
    expect(
      await restrictedImports(
        "app/routes/example.server.ts",
        'import { openDatabase } from "../../server/db/client.js";\nexport const x = openDatabase;\n',
      ),
    ).toEqual([expect.stringContaining("Only services touch the database")]);
    expect(
      await restrictedImports(
        "app/routes/example.server.ts",
        'import { deskQuery } from "../../server/services/desk/index.js";\nexport const x = deskQuery;\n',
      ),
    ).toEqual([]);
  });

  it("a service imports only the services below it in SERVICE_LAYERS", async () => {
    // The cycles this ended: catalogue <-> import, and desk and mail <-> hire-requests.
    expect(
      await restrictedImports(
        "server/services/catalogue/example.ts",
        'import { importCsv } from "../import/import-csv.js";\nexport const x = importCsv;\n',
      ),
    ).toEqual([expect.stringContaining("server/services/catalogue may import only the services below it")]);
    expect(
      await restrictedImports(
        "server/services/mail/example.ts",
        'import type { CheckoutDeps } from "../hire-requests/checkout.js";\nexport type X = CheckoutDeps;\n',
      ),
    ).toEqual([expect.stringContaining("server/services/mail may import only the services below it")]);
    expect(
      await restrictedImports(
        "server/services/desk/example.ts",
        'import { enqueueMail } from "../mail/outbox.js";\nexport const x = enqueueMail;\n',
      ),
    ).toEqual([]);
  });

  it("files of services do not import each other in a circle", async () => {
    // desk/tracking.ts imports tracking-token.ts; this tracking-token.ts would import tracking.ts back.
    const cycle = await messagesOf(
      "import-x/no-cycle",
      "server/services/desk/tracking-token.ts",
      'import { trackRequest } from "./tracking.js";\nexport const x = trackRequest;\n',
    );
    expect(cycle).toEqual([expect.stringContaining("Dependency cycle detected")]);
    const noCycle = await messagesOf(
      "import-x/no-cycle",
      "server/services/desk/tracking-token.ts",
      'import { londonDayStart } from "./london-day.js";\nexport const x = londonDayStart;\n',
    );
    expect(noCycle).toEqual([]);
  });
});
