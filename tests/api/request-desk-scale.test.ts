import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRequests } from "../../server/db/schema.js";
import { nameKeyOf } from "../../server/db/search-keys.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The desk with 100,000 requests ("fast with 100,000 requests"): seeds them in SQL, then times the desk's
// queries through the API and prints the figures. The bound is loose for a shared 2-core machine; a missing index
// shows as a sequential scan in the plans checked below.

const ROWS = 100_000;
let app: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  app = await startTestApp({ template: "empty", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  await admin.login();
  const started = performance.now();
  await app.database.db.execute(sql`
    insert into customer_requests (kind, reference_number, branch_id, branch_name, customer_name, customer_surname,
      customer_email, customer_phone, phone_digits, start_date, end_date, items_summary, item_count, estimated_total,
      status, created_at, updated_at)
    select case when i % 5 = 0 then 'special' else 'hire' end,
      'ML-' || upper(lpad(to_hex(i), 5, '0')) || '-' || upper(substr(md5(i::text), 1, 4)),
      1 + i % 300, 'Branch ' || (1 + i % 300),
      'Customer' || i || ' Surname' || (i % 5000), 'Surname' || (i % 5000),
      'customer' || i || '@example.com', '07700 ' || lpad((i % 1000000)::text, 6, '0'),
      '07700' || lpad((i % 1000000)::text, 6, '0'),
      date '2026-01-01' + (i % 365), date '2026-01-03' + (i % 365), '1 x Breaker', 1, (i % 900) + 0.5,
      (array['received','contacted','confirmed','declined','completed'])[1 + i % 5],
      timestamptz '2025-01-01' + (i || ' minutes')::interval, now()
    from generate_series(1, ${ROWS}) as i`);
  await app.database.db.execute(sql`analyze customer_requests`);
  console.log(`seeded ${ROWS} requests in ${Math.round(performance.now() - started)} ms`);
}, 300_000);
afterAll(() => app?.close());

async function timed(query: string): Promise<{ ms: number; total: number }> {
  // Median of three, after one warm-up.
  await admin.request(`/api/admin/requests?${query}`);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await admin.request(`/api/admin/requests?${query}`);
    expect(response.status, query).toBe(200);
    total = ((await response.json()) as { total: number }).total;
    times.push(performance.now() - started);
  }
  return { ms: times.sort((a, b) => a - b)[1], total };
}

describe(`the desk with ${ROWS.toLocaleString("en-GB")} requests`, () => {
  it("answers every kind of list query quickly", async () => {
    const queries: [string, string][] = [
      ["newest first, page 1", ""],
      ["page 2,000 (deep)", "page=2000"],
      ["status", "status=confirmed"],
      ["branch + status", "branch=17&status=contacted"],
      ["date range", "from=2025-01-10&to=2025-01-20"],
      ["search: reference prefix", "search=ML-01"],
      ["search: surname", "search=surname4242"],
      ["search: name, spaced", "search=Surname%20424"],
      ["search: name, apostrophe", "search=o'neill"],
      ["search: postcode", "search=LS1%204AP"],
      ["search: e-mail", "search=customer98765%40"],
      ["search: telephone", "search=07700%20098765"],
      ["search: no match", "search=zzzz"],
    ];
    const lines: string[] = [];
    const timings: [string, number][] = [];
    for (const [name, query] of queries) {
      const { ms, total } = await timed(query);
      lines.push(`${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  (${total} matches)`);
      timings.push([name, ms]);
    }
    console.log(`request desk over ${ROWS} rows, median of 3 via the API:\n${lines.join("\n")}`);
    for (const [name, ms] of timings) expect(ms, name).toBeLessThan(1500);
  }, 120_000);

  it("uses the indexes for searches and filtered pages", async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      ((await app.database.db.execute(sql`explain ${query}`)) as unknown as { rows: { "QUERY PLAN": string }[] }).rows
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    const search = await plan(
      sql`select count(*) from ${customerRequests} where ${customerRequests.referenceNumber} like 'SURNAME42%'
        or lower(${customerRequests.customerEmail}) like 'surname42%'
        or ${nameKeyOf(customerRequests.customerName)} like 'surname42%'
        or ${nameKeyOf(customerRequests.customerSurname)} like 'surname42%'`,
    );
    expect(search).toContain("customer_requests_surname_key_idx");
    expect(search).not.toContain("Seq Scan");
    const branch = await plan(
      sql`select * from customer_requests where branch_id = 17 order by created_at desc, id desc limit 25`,
    );
    expect(branch).toContain("customer_requests_branch_created_idx");
  });
});
