import { describe, expect, it } from "vitest";
import { describePostgresProblem } from "./postgres-problem.js";

const URL_WITH_SECRET = "postgres://shop:s3cret%21@db.example.com:6432/hire_live";
const problem = (err: unknown) => describePostgresProblem(err, URL_WITH_SECRET);

describe("describePostgresProblem", () => {
  it("names the setting, the server and the cause, and never the password", () => {
    const lines = [
      problem(Object.assign(new Error("password authentication failed"), { code: "28P01" })),
      problem(Object.assign(new Error('database "hire_live" does not exist'), { code: "3D000" })),
      problem(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      problem(Object.assign(new Error("getaddrinfo ENOTFOUND db.example.com"), { code: "ENOTFOUND" })),
      problem(new Error("timeout expired")),
      problem(Object.assign(new Error('role "shop" does not exist'), { code: "28000" })),
    ];
    expect(lines).toEqual([
      'DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: the password for user "shop" was refused (check the user and password)',
      'DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: there is no database "hire_live" there (create it, or correct its name)',
      "DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: nothing accepts connections there (is PostgreSQL running, and are the host and port right?)",
      'DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: the host "db.example.com" was not found',
      "DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: it did not answer in time",
      'DATABASE_URL: cannot connect to PostgreSQL at db.example.com:6432: role "shop" does not exist (check the user)',
    ]);
    for (const line of lines) {
      expect(line).not.toContain("s3cret");
      expect(line).not.toContain("\n");
    }
  });

  it("takes PostgreSQL's default port when the URL names none", () => {
    expect(describePostgresProblem({ code: "ECONNREFUSED" }, "postgres://db.example.com/hire")).toContain(
      "db.example.com:5432",
    );
  });
});
