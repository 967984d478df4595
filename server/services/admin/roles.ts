import type { StaffRole } from "../../../core/admin-roles.js";
import { forbidden } from "../../errors.js";

// The one role check (docs/decisions/security.md A7, A8): every administrators-only endpoint, page and service uses
// it, so branch staff meet the same 403 everywhere.

export const ADMINISTRATORS_ONLY = "Only administrators may do this: branch staff work on the request desk.";

export const isAdministrator = (viewer: { role: StaffRole }) => viewer.role === "administrator";

/** Throws 403 unless the signed-in account is an administrator. */
export function requireAdministrator(viewer: { role: StaffRole }): void {
  if (!isAdministrator(viewer)) throw forbidden(ADMINISTRATORS_ONLY);
}
