import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { mailOutbox, specialRequests } from "../../server/db/schema.js";
import type { SpecialRequestSnapshot } from "../../server/services/requests/snapshot-types.js";
import { DAILY, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// No postcode service is wired in yet: a well-formed UK postcode is accepted unverified (G1).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false } });
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

const send = (body: unknown) =>
  app.fetch("/api/special-request", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/special-request", () => {
  it("records the request, routes it by postcode on the server, and queues two e-mails", async () => {
    const response = await send(request());
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    expect(referenceNumber).toMatch(/^SR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    const [row] = await app.services.db
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

    const mails = await app.services.db
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
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with 400 naming ${field}`, async () => {
      const before = await app.services.db.$count(specialRequests);
      const response = await send({ ...request(), ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      const issue = body.issues.find((i: { field: string }) => i.field === field);
      expect(issue, JSON.stringify(body)).toBeDefined();
      if (message) expect(issue.message).toBe(message);
      expect(await app.services.db.$count(specialRequests)).toBe(before);
    });
  }
});
