// The desk's request statuses (docs/decisions/mylist.md D2), shared by the admin pages, the tracking page and the server.

export const REQUEST_STATUS_NAMES = [
  "received",
  "contacted",
  "confirmed",
  "declined",
  "completed",
  "cancelled",
] as const;
export type RequestStatus = (typeof REQUEST_STATUS_NAMES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  received: "Received",
  contacted: "Contacted",
  confirmed: "Confirmed",
  declined: "Declined",
  completed: "Completed",
  cancelled: "Cancelled by the customer",
};

/** Where the desk may move a request: forward only; a confirmed hire can still be declined (the customer cancels by phone). */
export const NEXT_STATUSES: Record<RequestStatus, readonly RequestStatus[]> = {
  received: ["contacted", "confirmed", "declined"],
  contacted: ["confirmed", "declined"],
  confirmed: ["completed", "declined"],
  declined: [],
  completed: [],
  cancelled: [],
};

/**
 * What the customer may cancel from the tracking link: a request the branch has not yet confirmed. Only the customer
 * makes a request "cancelled", never the desk (docs/decisions/mylist.md D16).
 */
export const CUSTOMER_CANCELLABLE: readonly RequestStatus[] = ["received", "contacted"];

export const isRequestStatus = (value: string): value is RequestStatus =>
  (REQUEST_STATUS_NAMES as readonly string[]).includes(value);

/** What the customer reads about each status (tracking page and status e-mails). */
export const REQUEST_STATUS_MEANINGS: Record<RequestStatus, string> = {
  received: "We have your request. The branch will contact you to confirm availability and price.",
  contacted: "The branch has been in touch about your request.",
  confirmed: "The branch has confirmed your hire.",
  declined: "The branch cannot take this request.",
  completed: "Your hire is complete. Thank you for hiring with us.",
  cancelled: "You cancelled this request. The branch has been told.",
};
