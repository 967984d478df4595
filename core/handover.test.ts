import { describe, expect, it } from "vitest";
import type { HireRequestSnapshot } from "./hire-request-snapshot.js";
import { handoverRow } from "./handover.js";

const request = (deliveryMethod: "collection" | "delivery") =>
  ({
    deliveryMethod,
    branch: { name: "Leeds" },
    customer: { address: "3 High Street, Leeds", postcode: "LS1 4AP" },
  }) as HireRequestSnapshot;

describe("handoverRow", () => {
  it("names the branch for a collection", () => {
    expect(handoverRow(request("collection"), "full-address")).toEqual(["Collection", "Leeds"]);
  });

  it("gives the whole address for a delivery in e-mails, and only its postcode behind a tracking link", () => {
    expect(handoverRow(request("delivery"), "full-address")).toEqual(["Delivery", "To 3 High Street, Leeds, LS1 4AP"]);
    expect(handoverRow(request("delivery"), "postcode-only")).toEqual(["Delivery", "To LS1 4AP"]);
  });
});
