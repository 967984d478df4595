import { expect } from "vitest";
import type { AdminClient } from "./admin.js";
import type { TestApp } from "./test-app.js";

// Helpers for integration API tests: keys made through the admin API, and requests sent with one.

export interface CreatedKey {
  id: number;
  name: string;
  scopes: string[];
  key: string;
}

/** Creates a key as the signed-in administrator; `allowedCidrs` limits where it may be used from. */
export async function createKey(
  admin: AdminClient,
  name: string,
  scopes: string[],
  allowedCidrs?: string[],
): Promise<CreatedKey> {
  const response = await admin.request("/api/admin/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, scopes, allowedCidrs }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreatedKey;
}

/** A request to the integration API with `key` as its bearer token. */
export function withKey(app: Pick<TestApp, "fetch">, key: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${key}`);
  return app.fetch(path, { ...init, headers });
}
