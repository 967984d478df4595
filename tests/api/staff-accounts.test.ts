import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerRequests, mailOutbox } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, EMAIL, withoutBom } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";
import { pageContextFactory } from "../../server/context.js";
import { loader as accountsLoader } from "../../app/routes/admin.accounts.js";
import { loader as deskLoader } from "../../app/routes/admin.requests.js";
import { loader as detailLoader } from "../../app/routes/admin.requests.$reference.js";

// Branch staff (docs/decisions/security.md A7-A10): one branch's account cannot read or change another
// branch's requests through the API, the CSV export, the pages or by guessing references, and cannot import.

const STAFF = "desk.aberystwyth@hirebase.test";
const STAFF_PASSWORD = "aberystwyth desk password";
const OWN_BRANCH = 2; // Kestrel Hire Aberystwyth
const OTHER_BRANCH = 3; // Kestrel Hire Airdrie

let app: TestApp;
let admin: AdminClient;
let staff: AdminClient;
let ownRef: string;
let otherRef: string;

async function checkout(branchId: number, email: string): Promise<string> {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: email,
    collectionLocationId: branchId,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

type AnyLoader = (args: never) => Promise<unknown>;

/** Runs a page's loader as the signed-in client (or signed out): its status and data. */
async function load(loader: AnyLoader, path: string, client?: AdminClient, params: Record<string, string> = {}) {
  const request = new Request(`${app.baseUrl}${path}`, { headers: client ? { cookie: client.cookie } : {} });
  const context = pageContextFactory(app.services)();
  const result = (await loader({ request, context, params } as never)) as { data?: unknown; init?: ResponseInit };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: result.init?.status ?? 200, data: result.data as Record<string, unknown> };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function statusOf(reference: string) {
  const [row] = await app.database.db
    .select({ status: customerRequests.status })
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, reference));
  return row.status;
}

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  ownRef = await checkout(OWN_BRANCH, "own.customer@example.com");
  otherRef = await checkout(OTHER_BRANCH, "other.customer@example.com");
  const created = await admin.request(
    "/api/admin/accounts",
    json({ email: STAFF, password: STAFF_PASSWORD, role: "branch-staff", branchIds: [OWN_BRANCH] }),
  );
  expect(created.status).toBe(201);
  staff = new AdminClient(app);
  const login = await staff.login(STAFF, STAFF_PASSWORD);
  expect(login.status).toBe(200);
  expect(await login.json()).toEqual({ isAdmin: false, email: STAFF, role: "branch-staff" });
});
afterAll(() => app?.close());

describe("accounts through the API", () => {
  it("creates branch staff with their branches, audited with the acting administrator", async () => {
    const auth = await (await staff.request("/api/admin/auth")).json();
    expect(auth).toEqual({ isAdmin: false, email: STAFF, role: "branch-staff", branchIds: [OWN_BRANCH] });
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account-created"), eq(auditLog.actorEmail, EMAIL)));
    expect(rows.map((row) => row.detail)).toContain(`${STAFF}: branch staff for branches ${OWN_BRANCH}`);
  });

  it("refuses staff without branches, unknown branches, taken addresses and demoting oneself, naming the field", async () => {
    const base = { email: "new@hirebase.test", password: "long enough password", role: "branch-staff" };
    const none = await admin.request("/api/admin/accounts", json({ ...base, branchIds: [] }));
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe("branchIds: branch staff need at least one branch");
    const unknown = await admin.request("/api/admin/accounts", json({ ...base, branchIds: [999999] }));
    expect((await unknown.json()).error).toBe("branchIds: no branch with id 999999");
    const badRole = await admin.request("/api/admin/accounts", json({ ...base, role: "owner" }));
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).issues[0].field).toBe("role");
    const taken = await admin.request("/api/admin/accounts", json({ ...base, email: STAFF, branchIds: [1] }));
    expect(taken.status).toBe(409);
    const self = await admin.request(`/api/admin/accounts/${encodeURIComponent(EMAIL)}`, json({ disabled: true }));
    expect(self.status).toBe(409);
    expect((await self.json()).error).toMatch(/own account/);
  });
});

describe("branch staff on the desk API", () => {
  it("lists and searches only their own branch's requests", async () => {
    const list = await (await staff.request("/api/admin/requests")).json();
    const refs = list.requests.map((r: { referenceNumber: string }) => r.referenceNumber);
    expect(refs).toEqual([ownRef]);
    expect(list.total).toBe(1);
    for (const query of [`branch=${OTHER_BRANCH}`, `search=${otherRef}`, "search=other.customer%40"]) {
      const body = await (await staff.request(`/api/admin/requests?${query}`)).json();
      expect(body.total, query).toBe(0);
    }
    const adminList = await (await admin.request("/api/admin/requests")).json();
    expect(adminList.total).toBe(2);
  });

  it("answers 404 for another branch's request, exactly as for a reference that does not exist", async () => {
    const missing = await staff.request("/api/admin/requests/ML-ZZZZ-ZZZZ");
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    for (const reference of [otherRef, otherRef.toLowerCase()]) {
      const response = await staff.request(`/api/admin/requests/${reference}`);
      expect(response.status, reference).toBe(404);
      expect(await response.json()).toEqual(missingBody);
    }
    expect((await staff.request(`/api/admin/requests/${ownRef}`)).status).toBe(200);
    expect((await admin.request(`/api/admin/requests/${otherRef}`)).status).toBe(200);
  });

  it("cannot change another branch's request, and its own change is audited with the staff account", async () => {
    const refused = await staff.request(`/api/admin/requests/${otherRef}/status`, json({ status: "contacted" }));
    expect(refused.status).toBe(404);
    expect(await statusOf(otherRef)).toBe("received");
    const moved = await staff.request(`/api/admin/requests/${ownRef}/status`, json({ status: "contacted" }));
    expect(moved.status).toBe(200);
    expect(await statusOf(ownRef)).toBe("contacted");
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "request-status"), eq(auditLog.actorEmail, STAFF)));
    expect(audit.map((row) => row.detail)).toEqual([`${ownRef}: received -> contacted`]);
  });

  it("exports only their own branch's requests, whatever the filters say, and the export is audited", async () => {
    const csv = withoutBom(await staff.text("/api/admin/requests/export.csv"));
    expect(csv).toContain(ownRef);
    expect(csv).not.toContain(otherRef);
    for (const query of [`branch=${OTHER_BRANCH}`, `search=${otherRef}`]) {
      const filtered = withoutBom(await staff.text(`/api/admin/requests/export.csv?${query}`));
      expect(filtered.trim().split("\r\n"), query).toHaveLength(1);
    }
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.actorEmail, STAFF)));
    expect(audit.length).toBe(3);
    expect(audit.every((row) => row.tableName === "customer_requests")).toBe(true);
  });

  it("gets 403 from imports, restores, table exports, templates and accounts", async () => {
    const forbidden = [
      ["POST", "/api/admin/import/locations"],
      ["POST", "/api/admin/import/locations/restore"],
      ["GET", "/api/admin/import-history"],
      ["GET", "/api/admin/import/locations/template"],
      ["GET", "/api/admin/export/locations"],
      ["GET", "/api/admin/accounts"],
      ["POST", "/api/admin/accounts"],
      ["POST", `/api/admin/accounts/${encodeURIComponent(STAFF)}`],
    ] as const;
    for (const [method, path] of forbidden) {
      const response =
        method === "GET"
          ? await staff.request(path)
          : await staff.request(path, { ...json({ role: "administrator" }) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).error).toMatch(/^Only administrators may do this/);
    }
    const upload = await staff.uploadOnce("locations", "id,name\n1,Gone\n");
    expect(upload.status).toBe(403);
    expect((await (await admin.request("/api/admin/export/locations")).text()).length).toBeGreaterThan(1000);
  });
});

describe("the desk's order for branch staff (docs/decisions/mylist.md D8)", () => {
  it("puts their requests still to call first, then the rest, each newest first", async () => {
    const older = await checkout(OWN_BRANCH, "older@example.com");
    const newer = await checkout(OWN_BRANCH, "newer@example.com");
    expect((await admin.request(`/api/admin/requests/${newer}/status`, json({ status: "contacted" }))).status).toBe(
      200,
    );
    const refs = async (client: AdminClient) =>
      (
        (await (await client.request("/api/admin/requests")).json()) as { requests: { referenceNumber: string }[] }
      ).requests
        .map((row) => row.referenceNumber)
        .filter((ref) => [older, newer, ownRef].includes(ref));
    expect(await refs(staff)).toEqual([older, newer, ownRef]);
    expect(await refs(admin)).toEqual([newer, older, ownRef]);
  });
});

describe("branch staff on the desk pages (loaders)", () => {
  it("show only their branch on the desk, 404 for another branch's request and 403 on the accounts page", async () => {
    const desk = await load(deskLoader, "/admin/requests", staff);
    expect(desk.status).toBe(200);
    const text = JSON.stringify(desk.data);
    expect(text).toContain(ownRef);
    expect(text).not.toContain(otherRef);
    expect(desk.data).toMatchObject({ administrator: false, branches: [{ id: OWN_BRANCH }] });
    for (const query of [`?search=${otherRef}`, `?branch=${OTHER_BRANCH}`]) {
      const guessed = await load(deskLoader, `/admin/requests${query}`, staff);
      expect(guessed.data, query).toMatchObject({ requests: [], total: 0 });
    }

    const other = await load(detailLoader, `/admin/requests/${otherRef}`, staff, { reference: otherRef });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.data)).not.toContain("other.customer@example.com");
    const own = await load(detailLoader, `/admin/requests/${ownRef}`, staff, { reference: ownRef });
    expect(own.status).toBe(200);
    expect((await load(detailLoader, `/admin/requests/${otherRef}`, admin, { reference: otherRef })).status).toBe(200);

    const accounts = await load(accountsLoader, "/admin/accounts", staff);
    expect(accounts.status).toBe(403);
    expect(JSON.stringify(accounts.data)).not.toContain(EMAIL);
    expect((await load(accountsLoader, "/admin/accounts", admin)).status).toBe(200);
  });

  it("send a signed-out visitor to sign in and back to the request it asked for", async () => {
    const response = await load(detailLoader, `/admin/requests/${ownRef}`, undefined, { reference: ownRef });
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({
      state: "denied",
      signIn: `/admin/login?next=${encodeURIComponent(`/admin/requests/${ownRef}`)}`,
    });
    expect((await load(accountsLoader, "/admin/accounts")).status).toBe(401);
  });
});

describe("the branch's enquiry e-mail", () => {
  it("links to the request on the desk, behind the sign-in, for hire and special requests alike", async () => {
    const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, ownRef));
    const branch = rows.find((row) => row.kind === "hire-request-branch")!;
    const link = `http://hirebase.test/admin/requests/${ownRef}`;
    expect(branch.textBody).toContain(link);
    expect(branch.htmlBody).toContain(`href="${link}"`);
    const customer = rows.find((row) => row.kind === "hire-request-customer")!;
    expect(customer.textBody).not.toContain("/admin/");
  });
});

describe("disabling an account", () => {
  it("ends its sessions and refuses its sign-in with the usual answer", async () => {
    const disabled = await admin.request(`/api/admin/accounts/${encodeURIComponent(STAFF)}`, json({ disabled: true }));
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ email: STAFF, disabled: true, branchIds: [OWN_BRANCH] });
    expect((await staff.request("/api/admin/requests")).status).toBe(401);
    const again = await new AdminClient(app).login(STAFF, STAFF_PASSWORD);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: "The e-mail address or password is not correct." });
  });
});
