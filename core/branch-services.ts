import { branches } from "../brands/selected/branches.js";

/** The product's list, which every branch showed: still what a branch type the brand does not name shows. */
export const DEFAULT_BRANCH_SERVICES = [
  "Equipment Rental",
  "Expert Advice",
  "Local Support",
  "Equipment Collection",
  "Delivery Service",
] as const;

/** A branch's 'Services Available', from its type (docs/decisions/branches.md L17); for page loaders only. */
export const branchServices = (type: string): readonly string[] =>
  Object.hasOwn(branches.services, type) ? branches.services[type] : DEFAULT_BRANCH_SERVICES;
