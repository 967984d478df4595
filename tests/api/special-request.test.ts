import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { mailOutbox, specialRequests } from "../../server/db/schema.js";
import type { SpecialRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { DAILY, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// No postcode service is wired in yet: a well-formed UK postcode is accepted unverified (G1).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
});
afterAll(() => app?.close());

const request = () => ({
  email: "jo.bloggs@example.com",
  telephone: "0113 496 0000",
  postcode: " ab12   6qj ",
  daysRequired: "3",
  fromDate: `${weekday(4)}T00:00:00.000Z`,
  equipment: {
    equipmentSlug: DAILY.slug,
    name: "Anything the browser says",
    productCode: "X",
    type: "Hire",
    rate: "0.01",
    rateType: "per day",
  },
  nearestLocation: { name: "Kestrel Hire Truro", email: "truro@kestrelhire.co.uk" },
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  app.fetch("/api/special-request", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** The outbox's messages for these references, as [kind, address]. */
async function mailsFor(references: string[]): Promise<[string, string][]> {
  const rows = await app.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.referenceNumber, references))
    .orderBy(mailOutbox.id);
  return rows.map((row) => [row.kind, row.toAddress]);
}

const nextSunday = () => {
  let date = addDays(todayInLondon(), 2);
  while (!isSunday(date)) date = addDays(date, 1);
  return date;
};

describe("POST /api/special-request", () => {
  it("records the request, routes it by postcode on the server, and queues two e-mails", async () => {
    const response = await send(request());
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    expect(referenceNumber).toMatch(/^SR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    const [row] = await app.database.db
      .select()
      .from(specialRequests)
      .where(eq(specialRequests.referenceNumber, referenceNumber));
    const snapshot = row.snapshot as SpecialRequestSnapshot;
    expect(snapshot).toMatchObject({
      daysRequired: 3,
      fromDate: weekday(4),
      customer: { postcode: "AB12 6QJ", postcodeStatus: "unverified" },
      // The catalogue's description, not the browser's (P3).
      equipment: { equipmentSlug: DAILY.slug, name: "Cherry Picker Trailer Mounted 10m", rate: DAILY.rate },
      // The browser's nearestLocation is ignored (G3); with no coordinates, the postcode area decides.
      branch: { name: "Kestrel Hire Aberdeen", chosenBy: "postcode-area" },
    });

    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.referenceNumber, referenceNumber));
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ["special-request-customer", "jo.bloggs@example.com"],
      ["special-request-branch", "aberdeen@kestrelhire.co.uk"],
    ]);
    for (const mail of mails) {
      for (const part of [mail.textBody, mail.htmlBody]) {
        expect(part).toContain(referenceNumber);
        expect(part).toContain("Cherry Picker Trailer Mounted 10m");
        expect(part).toContain("0113 496 0000");
      }
    }
  });

  it("accepts an Eircode and a numeric daysRequired", async () => {
    const response = await send({ ...request(), postcode: "D02 X285", daysRequired: 5 });
    expect(response.status).toBe(201);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["a bad e-mail", { email: "jo" }, "email", "Please enter a valid email address"],
    ["a short telephone", { telephone: "0113" }, "telephone", "Please enter a valid UK phone number"],
    ["no postcode", { postcode: "  " }, "postcode", "Postcode is required"],
    ["a malformed postcode", { postcode: "12345" }, "postcode", "Please enter a valid UK postcode (e.g. SW1A 1AA)"],
    ["no days", { daysRequired: "" }, "daysRequired", "Days required is required"],
    ["zero days", { daysRequired: "0" }, "daysRequired", "Days required must be a whole number of at least 1"],
    ["no start date", { fromDate: "" }, "fromDate", "Please select a start date"],
    ["a start date in the past", { fromDate: addDays(todayInLondon(), -1) }, "fromDate", ""],
    ["unknown equipment", { equipment: { equipmentSlug: "no-such-thing" } }, "equipment.equipmentSlug", ""],
    ["no equipment", { equipment: undefined }, "equipment", ""],
  ];
  refusals.push(
    [
      "a Sunday start, in the checkout's words",
      { fromDate: nextSunday() },
      "fromDate",
      "Please change your hire dates: hire cannot start or end on a Sunday.",
    ],
    [
      "a same-day start, in the checkout's words",
      { fromDate: todayInLondon() },
      "fromDate",
      "Please change your hire dates: same-day hire cannot be requested online, so call your local branch for urgent hire.",
    ],
    [
      "a start in the year 5000",
      { fromDate: "5000-01-03" },
      "fromDate",
      "Please choose a start date within the next two years",
    ],
    [
      "the last day there is",
      { fromDate: "9999-12-31" },
      "fromDate",
      "Please choose a start date within the next two years",
    ],
    [
      "9999 days, over the checkout's 365",
      { daysRequired: "9999" },
      "daysRequired",
      "Please change your hire dates: the hire period can be at most 365 days; call your local branch for longer hires.",
    ],
    [
      "a telephone that is a message for a stranger",
      { telephone: "Locked! Verify https://evil.test/x" },
      "telephone",
      "Please enter a valid UK phone number",
    ],
    ["a NUL in the telephone", { telephone: "0113 496\u0000 0000" }, "telephone", ""],
    ["a line break in the e-mail address", { email: "jo@example.com\r\nBcc: x@evil.test" }, "email", ""],
  );
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with 400 naming ${field}`, async () => {
      const before = await app.database.db.$count(specialRequests);
      const response = await send({ ...request(), ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      const issue = body.issues.find((i: { field: string }) => i.field === field);
      expect(issue, JSON.stringify(body)).toBeDefined();
      if (message) expect(issue.message).toBe(message);
      expect(await app.database.db.$count(specialRequests)).toBe(before);
    });
  }
});

describe("the customer's name (docs/decisions/browser.md B11)", () => {
  const post = (admin: AdminClient, path: string, body: unknown) =>
    admin.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const customerMail = async (reference: string) =>
    (
      await app.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.referenceNumber, reference), eq(mailOutbox.kind, "special-request-customer")))
    )[0]!;

  it("stores a given name, shows it on the desk and greets the customer by it; erasure removes it", async () => {
    const email = "aoife.named@example.com";
    const response = await send({ ...request(), email, firstName: " Aoife ", lastName: "Ní Bhriain" });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();

    const [row] = await app.database.db
      .select()
      .from(specialRequests)
      .where(eq(specialRequests.referenceNumber, referenceNumber));
    expect((row.snapshot as SpecialRequestSnapshot).customer).toMatchObject({
      firstName: "Aoife",
      lastName: "Ní Bhriain",
    });
    const admin = new AdminClient(app);
    expect((await admin.login()).status).toBe(200);
    const desk = await admin.request(`/api/admin/requests/${referenceNumber}`);
    expect(await desk.json()).toMatchObject({ customerName: "Aoife Ní Bhriain" });
    const mail = await customerMail(referenceNumber);
    for (const part of [mail.textBody, mail.htmlBody]) expect(part).toContain("Dear Aoife,");

    const exported = await post(admin, "/api/admin/customer-data/export", { email, format: "json" });
    expect(JSON.stringify(await exported.json())).toContain("Ní Bhriain");

    const erased = await post(admin, "/api/admin/customer-data/erase", { email, confirm: email });
    expect(erased.status).toBe(200);
    const [after] = await app.database.db
      .select()
      .from(specialRequests)
      .where(eq(specialRequests.referenceNumber, referenceNumber));
    expect(JSON.stringify(after.snapshot)).not.toMatch(/Aoife|Bhriain/);
    const erasedDesk = await (await admin.request(`/api/admin/requests/${referenceNumber}`)).json();
    expect(JSON.stringify(erasedDesk)).not.toMatch(/Aoife|Bhriain/);
  });

  it("still takes the specification's payload, without a name, and greets nobody", async () => {
    const response = await send({ ...request(), email: "no.name@example.com", firstName: "", lastName: null });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    const mail = await customerMail(referenceNumber);
    expect(mail.textBody).not.toContain("Dear");
    expect(mail.textBody).toMatch(/^Thank you for your request/m);
  });

  it("refuses a name that is not one line of text, naming the field", async () => {
    const before = await app.database.db.$count(specialRequests);
    const response = await send({ ...request(), firstName: "Jo\r\nBcc: x@evil.test", lastName: 7 });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(["firstName", "lastName"]));
    expect(await app.database.db.$count(specialRequests)).toBe(before);
  });
});

describe("repeats of a special request (M6)", () => {
  it("answers three identical requests sent at once with one reference and one pair of e-mails", async () => {
    const body = { ...request(), email: "twice@example.com", daysRequired: "6" };
    const answers = await Promise.all([send(body), send(body), send(body)]);
    const references = await Promise.all(answers.map(async (answer) => (await answer.json()).referenceNumber));
    expect(new Set(references).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await mailsFor(references)).toEqual([
      ["special-request-customer", "twice@example.com"],
      ["special-request-branch", "aberdeen@kestrelhire.co.uk"],
    ]);
    // A different request from the same visitor is a new one.
    const other = await send({ ...body, daysRequired: "7" });
    expect(other.status).toBe(201);
    expect((await other.json()).referenceNumber).not.toBe(references[0]);
  });

  it("answers a retry with the same Idempotency-Key with the first reference, and refuses the key for another request", async () => {
    const body = { ...request(), email: "keyed@example.com", daysRequired: "8" };
    const key = { "Idempotency-Key": "special-8f1d2c6a" };
    const first = await send(body, key);
    expect(first.status).toBe(201);
    const { referenceNumber } = await first.json();
    const retry = await send(body, key);
    expect(retry.status).toBe(200);
    expect((await retry.json()).referenceNumber).toBe(referenceNumber);
    const misuse = await send({ ...body, daysRequired: "9" }, key);
    expect(misuse.status).toBe(409);
    expect((await misuse.json()).error).toMatch(/Idempotency-Key/);
    expect(await mailsFor([referenceNumber])).toHaveLength(2);
    const bad = await send(body, { "Idempotency-Key": "x".repeat(201) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].field).toBe("Idempotency-Key");
  });
});

describe("copies to one address (M6: the form is no mail relay)", () => {
  it("sends at most 3 copies a day to an address, tags included, while every request still reaches the branch", async () => {
    const addresses = ["victim@example.com", "Victim@Example.com", "victim+1@example.com", "victim+2@example.com"];
    const references: string[] = [];
    for (const [index, email] of addresses.entries()) {
      const response = await send({ ...request(), email, daysRequired: String(20 + index) });
      expect(response.status).toBe(201);
      references.push((await response.json()).referenceNumber);
    }
    const mails = await mailsFor(references);
    expect(mails.filter(([kind]) => kind === "special-request-branch")).toHaveLength(4);
    expect(mails.filter(([kind]) => kind === "special-request-customer").map(([, to]) => to)).toEqual(
      addresses.slice(0, 3),
    );
    // Another address is counted on its own.
    const other = await send({ ...request(), email: "someone.else@example.com", daysRequired: "30" });
    const { referenceNumber } = await other.json();
    expect(await mailsFor([referenceNumber])).toContainEqual(["special-request-customer", "someone.else@example.com"]);
  });
});
