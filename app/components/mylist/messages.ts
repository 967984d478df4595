import type { EquipmentType } from "../../../core/catalogue-types.js";
import type { MyListIntent } from "~/components/mylist/mylist-launcher";

// The toasts of the add flow, word for word from docs/product.md "Messages"; the wording depends on the page.

type Source = MyListIntent["source"];
/** The home page's offers are Quick Hires offers. */
const isSpecialPage = (source: Source) => source === "quick-hire" || source === "home";

export function addedDescription(source: Source, type: EquipmentType, quantity: number, name: string): string {
  const where =
    source === "category"
      ? "added to MyList"
      : isSpecialPage(source) && type === "Resale"
        ? "added to cart"
        : "added to your reservation";
  return `${quantity}x ${name} ${where}`;
}

export const addFailedMessage = (source: Source) =>
  source === "detail"
    ? "Failed to add equipment to reservation. Please try again."
    : "Failed to add equipment. Please try again.";

export const createFailedMessage = (source: Source) =>
  source === "category"
    ? "Failed to create MyList. Please try again."
    : "Failed to create reservation. Please try again.";

export const myListMessages = {
  quantityUpdated: "Quantity Updated",
  itemRemoved: "Item Removed",
  datesUpdated: "Dates Updated",
  dayUpdated: "Day Updated",
  cleared: "MyList Cleared",
  quantityFailed: "Failed to update quantity. Please try again.",
  removeFailed: "Failed to remove item. Please try again.",
  datesFailed: "Failed to update dates. Please try again.",
  clearFailed: "Failed to clear MyList. Please try again.",
} as const;
