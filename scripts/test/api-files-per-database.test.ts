import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseFreeApiFiles } from "./api-files-per-database.mjs";

const once = databaseFreeApiFiles(fileURLToPath(new URL("../..", import.meta.url)));

describe("the API files the PostgreSQL run leaves out", () => {
  it("are those whose servers and CLIs start their own embedded database", () => {
    expect(once).toContain("tests/api/first-start.test.ts");
    // It imports the test app's type only.
    expect(once).toContain("tests/api/brand-no-leak.test.ts");
  });

  it("never include a file that opens a test database or reads TEST_DATABASE_URL", () => {
    expect(once).not.toContain("tests/api/checkout.test.ts");
    // Through a fixture: tests/fixtures/catalogue.ts starts the test app.
    expect(once).not.toContain("tests/api/catalogue.test.ts");
    expect(once).not.toContain("tests/api/startup-messages.test.ts");
  });
});
