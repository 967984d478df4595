// Account roles (docs/decisions/security.md A7), shared by the server, the CLI and the accounts page.

export const STAFF_ROLES = ["administrator", "branch-staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: "Administrator",
  "branch-staff": "Branch staff",
};

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The staff desk's pages, in the navigation's order, with the roles that may use each (A8: the server checks too). */
const DESK_PAGES = [
  { path: "/admin/requests", label: "Requests", roles: STAFF_ROLES },
  { path: "/admin/import", label: "Import", roles: ["administrator"] },
  { path: "/admin/accounts", label: "Accounts", roles: ["administrator"] },
  { path: "/admin/customer-data", label: "Customer data", roles: ["administrator"] },
  { path: "/admin/api-keys", label: "API keys", roles: ["administrator"] },
  { path: "/admin/webhooks", label: "Webhooks", roles: ["administrator"] },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[] }[];

export const deskPagesFor = (role: StaffRole) =>
  DESK_PAGES.filter((page) => (page.roles as readonly StaffRole[]).includes(role));
