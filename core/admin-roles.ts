// Account roles (docs/decisions/security.md A7), shared by the server, the CLI and the accounts page.

export const ADMIN_ROLES = ["administrator", "branch-staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  administrator: "Administrator",
  "branch-staff": "Branch staff",
};

export const isAdminRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);
