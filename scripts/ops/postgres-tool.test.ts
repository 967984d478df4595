import { describe, expect, it } from "vitest";
import { postgresToolCall } from "./postgres-tool.js";

// docs/decisions/operation.md Z10: pg_dump and pg_restore get the password through their environment; their arguments,
// which any user can read in /proc/<pid>/cmdline, hold the URL without it.

describe("postgresToolCall", () => {
  it("moves the URL's password to PGPASSWORD, decoded, and keeps the rest of the URL", () => {
    const call = postgresToolCall("postgres://hirebase:s3cr%40t%3Aword@db.example.com:5433/hirebase?sslmode=require", {
      PATH: "/usr/bin",
    });
    expect(call.dbnameArgument).toBe("--dbname=postgres://hirebase@db.example.com:5433/hirebase?sslmode=require");
    expect(call.dbnameArgument).not.toContain("s3cr");
    expect(call.env).toEqual({ PATH: "/usr/bin", PGPASSWORD: "s3cr@t:word" });
  });

  it("moves a password given as a query parameter too", () => {
    const call = postgresToolCall("postgresql://hirebase@localhost/hirebase?password=hunter22&sslmode=disable", {});
    expect(call.dbnameArgument).toBe("--dbname=postgresql://hirebase@localhost/hirebase?sslmode=disable");
    expect(call.env.PGPASSWORD).toBe("hunter22");
  });

  it("leaves the environment alone when the URL has no password (~/.pgpass)", () => {
    const call = postgresToolCall("postgres://hirebase@localhost/hirebase", { PGPASSFILE: "/srv/pgpass" });
    expect(call.dbnameArgument).toBe("--dbname=postgres://hirebase@localhost/hirebase");
    expect(call.env).toEqual({ PGPASSFILE: "/srv/pgpass" });
  });
});
