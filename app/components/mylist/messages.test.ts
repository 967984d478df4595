import { describe, expect, it } from "vitest";
import { addedDescription, addFailedMessage, createFailedMessage } from "~/components/mylist/messages";

// The add flow's toasts depend on the page (docs/product.md "Messages").
describe("add-flow messages", () => {
  it("says MyList on category pages, your reservation on equipment and offer pages, cart for resale offers", () => {
    expect(addedDescription("category", "Hire", 2, "Breaker")).toBe("2x Breaker added to MyList");
    expect(addedDescription("detail", "Resale", 1, "Drill bit")).toBe("1x Drill bit added to your reservation");
    expect(addedDescription("quick-hire", "Hire", 1, "Chipper")).toBe("1x Chipper added to your reservation");
    expect(addedDescription("quick-hire", "Resale", 3, "Gloves")).toBe("3x Gloves added to cart");
    expect(addedDescription("home", "Resale", 1, "Gloves")).toBe("1x Gloves added to cart");
  });

  it("names the failure as the page does", () => {
    expect(addFailedMessage("detail")).toBe("Failed to add equipment to reservation. Please try again.");
    expect(addFailedMessage("category")).toBe("Failed to add equipment. Please try again.");
    expect(createFailedMessage("category")).toBe("Failed to create MyList. Please try again.");
    expect(createFailedMessage("quick-hire")).toBe("Failed to create reservation. Please try again.");
    expect(createFailedMessage("detail")).toBe("Failed to create reservation. Please try again.");
  });
});
