// What the fault scenarios share: the soak's administrator, a throwaway data folder, an admin session that imports,
// and a large equipment file.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../instance.js";

export const ADMIN = { ADMIN_EMAIL: "soak@hirebase.test", ADMIN_PASSWORD: "soak-admin-password-1234" };

/** A fresh PGlite data folder, removed afterwards. */
export async function withDataDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An equipment CSV of `count` rows in the import format, built from the demo file's first row. */
export function equipmentCsv(count: number, tag: string): string {
  const [header, first] = readFileSync(join(projectRoot, "data/demo/equipment.csv"), "utf8").split(/\r?\n/);
  const rest = first.split(",").slice(4).join(",");
  const lines = [header];
  for (let i = 0; i < count; i++) lines.push(`${tag}-${i},Soak Item ${i},${tag.toUpperCase()}${i},Hire,${rest}`);
  return lines.join("\r\n") + "\r\n";
}

export class AdministratorSession {
  cookie = "";
  constructor(private readonly base: string) {}
  async login(): Promise<void> {
    const response = await fetch(`${this.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.base },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    });
    if (!response.ok) throw new Error(`admin login answered ${response.status}`);
    this.cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  }
  /** Imports as an administrator who confirms: a file replacing most of the table first answers 409 (C7). */
  async upload(base: string, table: string, csv: string): Promise<Response> {
    const send = (confirmToken?: string) => {
      const form = new FormData();
      form.append("file", new Blob([csv], { type: "text/csv" }), `${table}.csv`);
      if (confirmToken) form.append("confirmToken", confirmToken);
      return fetch(`${base}/api/admin/import/${table}`, {
        method: "POST",
        headers: { cookie: this.cookie, origin: base },
        body: form,
      });
    };
    const first = await send();
    if (first.status !== 409) return first;
    return send(((await first.json()) as { confirmToken: string }).confirmToken);
  }
}

export const EQUIPMENT_SUM = `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
  from equipment t`;
