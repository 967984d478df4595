import { describe, expect, it } from "vitest";
import { privacyPolicy, retentionPeriod } from "./privacy-policy";

// The privacy policy states the retention the site runs with (docs/decisions/operation.md Z7).

const retentionText = (months: number) =>
  JSON.stringify(privacyPolicy({ retentionMonths: months }).sections.find((section) => section.id === "retention"));

describe("the privacy policy's retention period", () => {
  it("follows RETENTION_MONTHS", () => {
    expect(retentionText(24)).toContain("kept for 24 months (2 years) after the last change to the request's status");
    expect(retentionText(18)).toContain("kept for 18 months after the last change");
    expect(retentionText(18)).not.toContain("24 months");
    expect(retentionText(36)).toContain("36 months (3 years)");
  });

  it("writes periods as a reader would", () => {
    expect(retentionPeriod(1)).toBe("1 month");
    expect(retentionPeriod(12)).toBe("12 months (1 year)");
    expect(retentionPeriod(30)).toBe("30 months");
  });
});
