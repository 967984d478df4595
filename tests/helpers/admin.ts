import { expect } from "vitest";
import type { TestApp } from "./test-app.js";

// Helpers for admin API tests: the account set through ADMIN_EMAIL/ADMIN_PASSWORD, and a signed-in client.

export const EMAIL = "boss@hirebase.test";
export const PASSWORD = "correct horse battery staple";
export const ADMIN_ENV = { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD };
/** The test apps' TOTP_SECRET_KEY (32 bytes in hex), and the key itself for enrolTotp. */
export const TOTP_SECRET_KEY = "4f".repeat(32);
export const TOTP_KEY = Buffer.from(TOTP_SECRET_KEY, "hex");

/** A signed-in client of one test app: keeps the session cookie and sends a same-origin Origin header. */
export class AdminClient {
  cookie = "";
  constructor(readonly app: TestApp) {}

  request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", this.app.baseUrl);
    if (this.cookie) headers.set("cookie", this.cookie);
    return this.app.fetch(path, { ...init, headers });
  }

  async login(email = EMAIL, password = PASSWORD) {
    const response = await this.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    return response;
  }

  /** One import request; `confirmToken` confirms an import that answered 409 with a preview. */
  uploadOnce(table: string, body: string, fileName = `${table}.csv`, confirmToken?: string) {
    const form = new FormData();
    form.append("file", new Blob([body], { type: "text/csv" }), fileName);
    if (confirmToken) form.append("confirmToken", confirmToken);
    return this.request(`/api/admin/import/${table}`, { method: "POST", body: form });
  }

  /** Imports as an administrator who confirms: a 409 preview is answered with its token and the same file. */
  async upload(table: string, body: string, fileName = `${table}.csv`) {
    const response = await this.uploadOnce(table, body, fileName);
    if (response.status !== 409) return response;
    const { confirmToken } = (await response.json()) as { confirmToken: string };
    return this.uploadOnce(table, body, fileName, confirmToken);
  }

  async text(path: string) {
    const response = await this.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }
}

export const withoutBom = (text: string) => text.replace(/^\uFEFF/, "");
