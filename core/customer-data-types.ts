// What /api/admin/customer-data/find answers (UK GDPR; docs/decisions/operation.md Z6): the server builds it, the admin
// page shows it.

/** One request stored under the address. */
export interface CustomerRequestLine {
  referenceNumber: string;
  kind: string;
  status: string;
  branchName: string;
  itemsSummary: string;
  receivedAt: string;
  lastChangedAt: string;
  erasedAt: string | null;
  /** When the retention job will erase it (null once erased). */
  erasesOn: string | null;
}

/** Every request stored under one e-mail address. */
export interface CustomerRequestsFound {
  emailAddress: string;
  requests: CustomerRequestLine[];
}
