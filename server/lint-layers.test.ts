import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./paths.js";

// The layer rules of eslint.config.js, checked on imports a careless change might add.
const eslint = new ESLint({ cwd: projectRoot });

/** The messages of one rule for a file at `filePath` that imports `name` from `from` (and exports it again). */
async function messagesOf(ruleId: string, filePath: string, name: string, from: string): Promise<string[]> {
  const code = `import { ${name} } from "${from}";\nexport const x = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const restrictedImports = (filePath: string, name: string, from: string) =>
  messagesOf("@typescript-eslint/no-restricted-imports", filePath, name, from);
const importCycles = (filePath: string, name: string, from: string) =>
  messagesOf("import-x/no-cycle", filePath, name, from);

const refused = (text: string) => [expect.stringContaining(text)];

// The first lint loads the whole configuration and its TypeScript parser: seconds on a busy machine.
describe("layer rules", { timeout: 30_000 }, () => {
  it("core/ may not import server code, and may import core", async () => {
    expect(await restrictedImports("core/example.ts", "loadConfig", "../server/config.js")).toEqual(
      refused("core/ holds pure shared rules"),
    );
    expect(await restrictedImports("core/example.ts", "site", "./site.js")).toEqual([]);
  });

  it("components may not import server code", async () => {
    expect(
      await restrictedImports(
        "app/components/catalogue/example.tsx",
        "CatalogueStore",
        "../../../server/services/catalogue/store.js",
      ),
    ).toEqual(refused("never import server code"));
  });

  it("API handlers may not touch the database, though they may name its types", async () => {
    expect(await restrictedImports("server/api/example.ts", "openDatabase", "../db/client.js")).toEqual(
      refused("Only services touch the database"),
    );
    expect(await restrictedImports("server/api/example.ts", "type Db", "../db/client.js")).toEqual([]);
    expect(await restrictedImports("server/services/example.ts", "openDatabase", "../db/client.js")).toEqual([]);
  });

  it("pages may not import the HTTP API's modules, nor touch the database, though they may call services", async () => {
    const page = "app/routes/example.server.ts";
    expect(await restrictedImports(page, "mountDesk", "../../server/api/admin/requests.js")).toEqual(
      refused("Pages call services, not the HTTP API's modules"),
    );
    expect(await restrictedImports(page, "openDatabase", "../../server/db/client.js")).toEqual(
      refused("Only services touch the database"),
    );
    expect(await restrictedImports(page, "deskQuery", "../../server/services/desk/index.js")).toEqual([]);
  });

  it("a service imports only the services below it in SERVICE_LAYERS", async () => {
    // The cycles this ended: catalogue <-> import, and desk and mail <-> hire-requests.
    expect(
      await restrictedImports("server/services/catalogue/example.ts", "importCsv", "../import/import-csv.js"),
    ).toEqual(refused("server/services/catalogue may import only the services below it"));
    expect(
      await restrictedImports("server/services/mail/example.ts", "checkout", "../hire-requests/checkout.js"),
    ).toEqual(refused("server/services/mail may import only the services below it"));
    expect(await restrictedImports("server/services/desk/example.ts", "enqueueMail", "../mail/outbox.js")).toEqual([]);
  });

  it("nothing under server/ imports server/process/ but the entry, main.ts", async () => {
    const refusal = refused("server/process/ runs the process and imports the rest");
    expect(await restrictedImports("server/http/example.ts", "startServer", "../process/start-server.js")).toEqual(
      refusal,
    );
    expect(await restrictedImports("server/db/example.ts", "lockDataDir", "../process/data-dir-lock.js")).toEqual(
      refusal,
    );
    expect(
      await restrictedImports("server/services/desk/example.ts", "stopListening", "../../process/stop-listening.js"),
    ).toEqual(refusal);
    expect(await restrictedImports("server/main.ts", "startServer", "./process/start-server.js")).toEqual([]);
    expect(await restrictedImports("server/process/example.ts", "createSite", "../http/app.js")).toEqual([]);
  });

  it("files of services do not import each other in a circle", async () => {
    // desk/tracking.ts imports tracking-token.ts; this tracking-token.ts would import tracking.ts back.
    const trackingToken = "server/services/desk/tracking-token.ts";
    expect(await importCycles(trackingToken, "trackRequest", "./tracking.js")).toEqual(
      refused("Dependency cycle detected"),
    );
    expect(await importCycles(trackingToken, "londonDayStart", "./london-day.js")).toEqual([]);
  });
});
