import { describe, expect, it } from "vitest";
import { aboutDistanceText, distanceText, radiusText } from "./distance-text.js";

describe("distances in the brand's unit", () => {
  it("writes miles as the UK brand always has", () => {
    expect(distanceText(3.25, "miles")).toBe("3.3 miles");
    expect(radiusText(50, "miles")).toBe("50 miles");
    expect(aboutDistanceText(6.4, "miles")).toBe("about 6 miles");
    expect(aboutDistanceText(0.2, "miles")).toBe("about 1 mile");
  });

  it("writes kilometres for an Irish brand, the 50-mile radius as 80 km", () => {
    expect(distanceText(3.25, "km")).toBe("5.2 km");
    expect(radiusText(50, "km")).toBe("80 km");
    expect(aboutDistanceText(6.4, "km")).toBe("about 10 km");
    expect(aboutDistanceText(0.2, "km")).toBe("about 1 km");
  });
});
