import { eq, lte, sql } from "drizzle-orm";
import { isIP } from "node:net";
import type { Db } from "../../db/client.js";
import { adminLoginThrottle } from "../../db/schema.js";

// Sign-in throttling (docs/decisions/security.md A2). Attempts are counted per client address (every account) and per
// address and account, never per account alone, so a stranger cannot keep an administrator out from everywhere.
// Each attempt takes a slot BEFORE the password is checked, in one statement that only succeeds while the slot is
// free, so concurrent attempts cannot outrun the count; an attempt counts as failed until it succeeds, and a
// success clears the address's counts. After the free attempts each one more waits twice as long, up to a cap.

export interface LoginThrottle {
  /** Attempts from one address for one account before the first wait. */
  freePerAccount: number;
  /** Attempts from one address, whatever the accounts, before the first wait. */
  freePerAddress: number;
  /** The first wait; each further attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Counts of an address quiet this long start again. */
  forgetAfterMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  freePerAccount: 5,
  freePerAddress: 20,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** The row that counts every account tried from an address. */
const EVERY_ACCOUNT = "";

export type SlotResult = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * Takes an attempt slot for the address and for the address and account, in one statement: it locks the two
 * rows, and counts the attempt on both (creating them if new) only when both are due. A concurrent attempt waits
 * for the lock and then sees the count just written, so no more than the free attempts get through together; a
 * refused attempt counts nowhere.
 */
export async function takeAttemptSlot(
  db: Db,
  throttle: LoginThrottle,
  { clientAddress, email, now }: { clientAddress: string; email: string; now: Date },
): Promise<SlotResult> {
  const address = throttleKey(clientAddress);
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const nowAt = at(now.getTime());
  const forgottenAt = at(now.getTime() - throttle.forgetAfterMs);
  const free = (row: string) =>
    sql`(case when ${sql.raw(row)}.account = ${EVERY_ACCOUNT} then ${throttle.freePerAddress}::int else ${throttle.freePerAccount}::int end)`;
  // Free attempts pass whatever the clock, so requests that read it out of order do not refuse each other.
  const due = (row: string) =>
    sql`(${sql.raw(row)}.failures < ${free(row)} or ${sql.raw(row)}.next_attempt_at <= ${nowAt} or ${sql.raw(row)}.last_attempt_at <= ${forgottenAt})`;
  const failures = sql`(case when t.last_attempt_at <= ${forgottenAt} then 1 else t.failures + 1 end)`;
  const wait = sql`least(${throttle.maxDelayMs}::float8, case when ${failures} < ${free("t")} then 0
    else ${throttle.firstDelayMs}::float8 * power(2, ${failures} - ${free("t")}) end) * interval '1 millisecond'`;
  const asked = performance.now();
  const result = (await db.execute(sql`
    with existing as (
      select * from admin_login_throttle
      where client_address = ${address} and account in (${EVERY_ACCOUNT}, ${email})
      order by account
      for update
    ),
    blocked as (
      select max(next_attempt_at) as until from existing where not ${due("existing")}
    ),
    counted as (
      insert into admin_login_throttle as t (client_address, account, failures, next_attempt_at, last_attempt_at)
      select ${address}, v.account, 1, ${nowAt}, ${nowAt}
      from (values (${EVERY_ACCOUNT}), (${email})) as v(account)
      where not exists (select 1 from blocked where until is not null)
      on conflict (client_address, account) do update
        set failures = ${failures}, next_attempt_at = ${nowAt} + ${wait}, last_attempt_at = ${nowAt}
        where ${due("t")}
      returning 1
    )
    select (select count(*) from counted)::int as counted,
      (select extract(epoch from until) * 1000 from blocked)::float8 as until_ms
  `)) as unknown as { rows: { counted: number; until_ms: number | null }[] };
  const [row] = result.rows;
  if (Number(row?.counted) === 2) return { granted: true };
  // The wait runs from when the answer leaves, not from `now`: an attempt refused after waiting for the lock of
  // one that was counted would otherwise be told that attempt's wait plus its own time in the queue.
  const answeredAt = now.getTime() + (performance.now() - asked);
  const waitMs = (row?.until_ms ?? answeredAt) - answeredAt;
  return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A success clears the address's counts, for every account. */
export async function clearAttempts(db: Db, clientAddress: string): Promise<void> {
  await db.delete(adminLoginThrottle).where(eq(adminLoginThrottle.clientAddress, throttleKey(clientAddress)));
}

/** Drops the counts of addresses quiet for forgetAfterMs, which would start again anyway. */
export async function forgetQuietAddresses(db: Db, throttle: LoginThrottle, now: Date): Promise<void> {
  const quietSince = new Date(now.getTime() - throttle.forgetAfterMs);
  await db.delete(adminLoginThrottle).where(lte(adminLoginThrottle.lastAttemptAt, quietSince));
}

/**
 * What an address is counted by: an IPv4 address itself, an IPv6 address by its /64 network, since one
 * subscriber is usually given a whole /64 and could otherwise step through its addresses.
 */
export function throttleKey(address: string): string {
  const ip = address.split("%")[0]!;
  if (isIP(ip) !== 6) return address;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 address at the end stands for two groups.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const zeros: string[] = tail === undefined ? [] : Array(8 - headGroups.length - tailLength).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}
