// Account roles (docs/decisions/security.md A7), shared by the server, the CLI and the accounts page.

export const ADMIN_ROLES = ["administrator", "branch-staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  administrator: "Administrator",
  "branch-staff": "Branch staff",
};

export const isAdminRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);

/** The staff desk's pages, in the navigation's order, with the roles that may use each (A8: the server checks too). */
const DESK_PAGES = [
  { path: "/admin/requests", label: "Requests", roles: ADMIN_ROLES },
  { path: "/admin/import", label: "Import", roles: ["administrator"] },
  { path: "/admin/accounts", label: "Accounts", roles: ["administrator"] },
  { path: "/admin/customer-data", label: "Customer data", roles: ["administrator"] },
  { path: "/admin/api-keys", label: "API keys", roles: ["administrator"] },
  { path: "/admin/webhooks", label: "Webhooks", roles: ["administrator"] },
] as const satisfies readonly { path: string; label: string; roles: readonly AdminRole[] }[];

export const deskPagesFor = (role: AdminRole) =>
  DESK_PAGES.filter((page) => (page.roles as readonly AdminRole[]).includes(role));
