// The request desk list's columns (/admin/requests).

export const DESK_COLUMNS = [
  "Reference",
  "Received",
  "Customer",
  "Branch",
  "Dates",
  "Collection or delivery",
  "Items",
  "Estimate",
  "Status",
] as const;

/** The collection or delivery column (docs/decisions/mylist.md D11): a special request's is agreed with the branch. */
export const fulfilmentText = (method: "collection" | "delivery" | null) =>
  method === "collection" ? "Collection" : method === "delivery" ? "Delivery" : "To agree";
