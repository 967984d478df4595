import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ApiKeyScope } from "../../../core/api-key-scopes.js";
import { addressList, inAddressList } from "../../address-list.js";
import type { Db } from "../../db/client.js";
import { apiKeys } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";

// Machine credentials for the integration API (docs/decisions/integration.md I3, I4).

/** Keys read "hbk_" and 43 base64url characters (32 random bytes): no key is worth guessing. */
const KEY_PREFIX = "hbk_";
const KEY_PATTERN = /^hbk_[A-Za-z0-9_-]{43}$/;

export interface ApiKeyView {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  allowedCidrs: string[];
  /** The key's first characters, to tell keys apart; never enough to use it. */
  keyPrefix: string;
  createdBy: string | null;
  createdAt: string;
}

/** A key that passed the check: what the API needs to authorise and audit its requests. */
export interface AuthenticatedKey {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** True when the client address may use the key. */
  allowsAddress(ip: string): boolean;
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  allowedCidrs: string[];
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** Who the audit log and request histories name for a key's writes. */
export const keyActor = (name: string) => `api-key:${name}`;

const viewOf = (row: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  allowedCidrs: row.allowedCidrs,
  keyPrefix: row.keyPrefix,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** Creates a key; the answer holds the key itself, which is shown this once and stored only as its hash. */
async function createKey(db: Db, actor: string, input: NewApiKey, clientAddress?: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(sql`lower(${apiKeys.name}) = lower(${input.name})`, isNull(apiKeys.revokedAt)));
    if (taken) throw conflict(`name: a key named '${input.name}' exists; revoke it or choose another name`);
    const [row] = await tx
      .insert(apiKeys)
      .values({ ...input, keyHash: hashOf(key), keyPrefix: key.slice(0, 8), createdBy: actor })
      .returning();
    await recordAudit(tx, {
      actorEmail: actor,
      action: "api-key-created",
      outcome: "success",
      tableName: "api_keys",
      clientAddress,
      detail: `${input.name}: ${input.scopes.join(" ")}${input.allowedCidrs.length ? ` from ${input.allowedCidrs.join(" ")}` : ""}`,
    });
    return { ...viewOf(row), key };
  });
}

async function revokeKey(db: Db, actor: string, id: number, at: Date, clientAddress?: string): Promise<ApiKeyView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw notFound("No API key with this id (or it was already revoked)");
    await recordAudit(tx, {
      actorEmail: actor,
      action: "api-key-revoked",
      outcome: "success",
      tableName: "api_keys",
      clientAddress,
      detail: row.name,
    });
    return viewOf(row);
  });
}

/**
 * The key behind a bearer token, read from the database on every request so a revocation holds at once on every
 * instance (docs/decisions/integration.md I4); undefined for an unknown or revoked key.
 */
async function authenticate(db: Db, presented: string): Promise<AuthenticatedKey | undefined> {
  if (!KEY_PATTERN.test(presented)) return undefined;
  const hash = hashOf(presented);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)));
  // The index finds the row by hash; comparing the hashes again in constant time costs nothing and relies on no index.
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return undefined;
  const list = addressList(row.allowedCidrs, (entry) => {
    throw new Error(`api_keys ${row.id}: '${entry}' is not an address or range`);
  });
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    allowsAddress: (ip) => row.allowedCidrs.length === 0 || inAddressList(list, ip),
  };
}

/** The keys not revoked, oldest first, without secrets. */
async function listKeys(db: Db): Promise<ApiKeyView[]> {
  const rows = await db.select().from(apiKeys).where(isNull(apiKeys.revokedAt)).orderBy(asc(apiKeys.id));
  return rows.map(viewOf);
}

/** API keys bound to the database; callers check that the actor is an administrator first. */
export function createApiKeyService(db: Db, now: () => Date) {
  return {
    create: (actor: string, input: NewApiKey, clientAddress?: string) => createKey(db, actor, input, clientAddress),
    list: () => listKeys(db),
    revoke: (actor: string, id: number, clientAddress?: string) => revokeKey(db, actor, id, now(), clientAddress),
    authenticate: (presented: string) => authenticate(db, presented),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
