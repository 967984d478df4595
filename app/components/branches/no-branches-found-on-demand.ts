import { lazy } from "react";

/**
 * The finder's empty state, its code loaded when a search finds nothing: most searches find branches, and the
 * finder's first load is held to the JavaScript budget (docs/decisions/performance.md W14). A server-rendered empty
 * state keeps its HTML until the code has arrived.
 */
export const NoBranchesFoundOnDemand = lazy(() =>
  import("~/components/branches/no-branches-found").then((module) => ({ default: module.NoBranchesFound })),
);
