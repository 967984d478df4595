import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRequests } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The start of a branch's day on the desk (docs/decisions/mylist.md D17): received since yesterday (London), waiting
// more than two working hours, starting tomorrow, and customers' own cancellations, per branch in the viewer's scope.
// The desk's clock is set; Aberystwyth (branch 2, England and Wales) opens Mon-Fri 07:00-17:00 and Sat 08:00-13:00,
// Aberdeen (branch 1, Scotland) Mon-Fri 07:30-17:30 and Sat 08:00-16:00. December is GMT: London reads UTC.

let app: TestApp;
let admin: AdminClient;
let staff: AdminClient;
let clock = new Date("2026-12-04T07:30:00Z");

let serial = 0;
/** A request as the desk row records it, received at `createdAt`. */
async function received(fields: {
  branchId: number;
  createdAt: string;
  status?: string;
  startDate?: string;
  updatedAt?: string;
}): Promise<string> {
  serial += 1;
  const referenceNumber = `ML-DAYS-${String(serial).padStart(4, "0")}`;
  await app.database.db.insert(customerRequests).values({
    kind: "hire",
    referenceNumber,
    branchId: fields.branchId,
    branchName: "",
    customerEmail: "day@example.com",
    startDate: fields.startDate ?? "2026-12-20",
    endDate: "2026-12-21",
    status: fields.status ?? "received",
    createdAt: new Date(fields.createdAt),
    updatedAt: new Date(fields.updatedAt ?? fields.createdAt),
  });
  return referenceNumber;
}

interface BranchDay {
  branchId: number | null;
  branchName: string;
  received: number;
  waiting: number;
  starting: number;
  cancelled: number;
}

async function day(client: AdminClient): Promise<BranchDay[]> {
  const response = await client.request("/api/admin/requests/day");
  expect(response.status).toBe(200);
  return ((await response.json()) as { branches: BranchDay[] }).branches;
}

async function listed(query: string, client = admin): Promise<string[]> {
  const response = await client.request(`/api/admin/requests?${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { requests: { referenceNumber: string }[] }).requests
    .map((request) => request.referenceNumber)
    .sort();
}

beforeAll(async () => {
  app = await startTestApp({
    template: "demo",
    env: ADMIN_ENV,
    services: { backgroundWork: false, now: () => clock },
  });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  const created = await admin.request("/api/admin/accounts", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "aberystwyth@hirebase.test",
      password: "aberystwyth staff password",
      role: "branch-staff",
      branchIds: [2],
    }),
  });
  expect(created.status).toBe(201);
  staff = new AdminClient(app);
  expect((await staff.login("aberystwyth@hirebase.test", "aberystwyth staff password")).status).toBe(200);
});
afterAll(() => app?.close());

describe("the day's figures", () => {
  it("count since yesterday in London, starting tomorrow and cancellations, per branch, and link to the same list", async () => {
    clock = new Date("2026-12-04T07:30:00Z"); // Friday
    const beforeYesterday = await received({ branchId: 2, createdAt: "2026-12-02T23:59:59Z", status: "contacted" });
    const yesterday = await received({ branchId: 2, createdAt: "2026-12-03T00:00:00Z", status: "contacted" });
    const today = await received({ branchId: 2, createdAt: "2026-12-04T07:00:00Z", status: "contacted" });
    const tomorrow = await received({
      branchId: 2,
      createdAt: "2026-11-20T10:00:00Z",
      status: "confirmed",
      startDate: "2026-12-05",
    });
    await received({ branchId: 2, createdAt: "2026-11-20T10:00:00Z", status: "declined", startDate: "2026-12-05" });
    await received({ branchId: 2, createdAt: "2026-11-20T10:00:00Z", status: "confirmed", startDate: "2026-12-06" });
    const cancelled = await received({
      branchId: 2,
      createdAt: "2026-11-20T10:00:00Z",
      status: "cancelled",
      updatedAt: "2026-12-03T10:00:00Z",
    });
    await received({
      branchId: 2,
      createdAt: "2026-11-20T10:00:00Z",
      status: "cancelled",
      updatedAt: "2026-12-01T10:00:00Z",
    });
    const aberdeen = await received({ branchId: 1, createdAt: "2026-12-04T06:00:00Z", status: "contacted" });

    expect(await day(admin)).toEqual([
      { branchId: 1, branchName: "Kestrel Hire Aberdeen", received: 1, waiting: 0, starting: 0, cancelled: 0 },
      { branchId: 2, branchName: "Kestrel Hire Aberystwyth", received: 2, waiting: 0, starting: 1, cancelled: 1 },
    ]);
    // Branch staff see their own branch only.
    expect(await day(staff)).toEqual([
      { branchId: 2, branchName: "Kestrel Hire Aberystwyth", received: 2, waiting: 0, starting: 1, cancelled: 1 },
    ]);
    expect(await listed("branch=2&day=received")).toEqual([today, yesterday].sort());
    expect(await listed("day=received")).toEqual([aberdeen, today, yesterday].sort());
    expect(await listed("day=starting", staff)).toEqual([tomorrow]);
    expect(await listed("day=cancelled")).toEqual([cancelled]);
    expect(await listed("day=received")).not.toContain(beforeYesterday);
  });

  it("counts waiting in working hours: not over a closed evening", async () => {
    clock = new Date("2026-12-04T07:30:00Z"); // Friday 07:30; Thursday closed at 17:00
    const afterFourThursday = await received({ branchId: 2, createdAt: "2026-12-03T16:00:00Z" }); // 1 h + 0.5 h
    const twoThursday = await received({ branchId: 2, createdAt: "2026-12-03T14:00:00Z" }); // 3 h + 0.5 h
    expect(await listed("branch=2&day=waiting")).toEqual([twoThursday]);
    clock = new Date("2026-12-04T08:00:01Z"); // Friday 08:00: the evening's request has now waited 2 h
    expect(await listed("branch=2&day=waiting")).toEqual([afterFourThursday, twoThursday].sort());
    expect((await day(staff))[0].waiting).toBe(2);
  });

  it("counts waiting in working hours: not over a weekend's closed hours", async () => {
    clock = new Date("2026-12-07T08:00:00Z"); // Monday 08:00
    const saturdayLate = await received({ branchId: 2, createdAt: "2026-12-05T12:30:00Z" }); // Sat 0.5 h + Mon 1 h
    const sundayNight = await received({ branchId: 2, createdAt: "2026-12-06T22:00:00Z" }); // Mon 1 h
    expect(await listed("branch=2&day=waiting")).not.toContain(saturdayLate);
    clock = new Date("2026-12-07T08:45:00Z"); // Sat 0.5 h + Mon 1.75 h
    const waiting = await listed("branch=2&day=waiting");
    expect(waiting).toContain(saturdayLate);
    expect(waiting).not.toContain(sundayNight);
  });

  it("counts waiting in working hours: not over bank holidays", async () => {
    // Christmas Day (Fri), Boxing Day (Sat) and its substitute (Mon 28th) close the branch: from Thursday 16:30 to
    // Tuesday 08:00 it has been open 1.5 hours, though a Saturday without the holiday would make it 6.5.
    clock = new Date("2026-12-29T08:00:00Z");
    const christmasEve = await received({ branchId: 2, createdAt: "2026-12-24T16:30:00Z" });
    const day2 = await day(staff);
    expect(await listed("branch=2&day=waiting")).not.toContain(christmasEve);
    clock = new Date("2026-12-29T08:31:00Z");
    expect(await listed("branch=2&day=waiting")).toContain(christmasEve);
    expect((await day(staff))[0].waiting).toBe(day2[0].waiting + 1);
  });

  it("refuses an unknown figure with 400 naming the field, and asks for a sign-in", async () => {
    const response = await admin.request("/api/admin/requests?day=yesterday");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(
      "day: must be one of received, waiting, starting, cancelled",
    );
    expect((await app.fetch("/api/admin/requests/day")).status).toBe(401);
  });
});
