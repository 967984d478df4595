import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/helpers/pdf-text.js";
import type { EstimateDocument } from "./estimate.js";
import { drawEstimatePdf } from "./estimate-pdf.js";

const estimate: EstimateDocument = {
  referenceNumber: "ML-TEST-0001",
  title: "Hire request ML-TEST-0001",
  dates: null,
  customer: { name: "Sam O'Neill", handover: ["Delivery", "To LS1 4AP"] },
  branch: null,
  items: [],
  totals: [],
  wording: "An estimate.",
};

describe("the estimate PDF", () => {
  it("is dated the London day: 00:30 in British summer time is already the next day", async () => {
    const text = pdfText(await drawEstimatePdf(estimate, new Date("2026-06-01T23:30:00Z")));
    expect(text).toContain("Estimate issued Tuesday 2 June 2026");
  });

  it("names the customer and how the hire changes hands", async () => {
    const text = pdfText(await drawEstimatePdf(estimate, new Date("2026-01-15T12:00:00Z")));
    expect(text).toContain("Estimate issued Thursday 15 January 2026");
    expect(text).toMatch(/Customer\nSam O.Neill/);
    expect(text).toContain("Delivery\nTo LS1 4AP");
  });
});
