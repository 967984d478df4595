import { useEffect, useState } from "react";
import type { BranchHours, BranchOpening } from "~/components/locations/opening-now";

/**
 * Each branch's opening now, worked out in the browser once the page is up (its code loads then): null until then,
 * and on the server, whose page is cached for everyone (docs/decisions/branches.md L14).
 */
export function useOpeningNow(branches: readonly BranchHours[]): Map<number, BranchOpening> | null {
  const [opening, setOpening] = useState<Map<number, BranchOpening> | null>(null);
  const key = branches.map((branch) => branch.id).join(",");
  useEffect(() => {
    let live = true;
    import("~/components/locations/opening-now")
      .then(({ openingNow }) => openingNow(branches))
      .then(
        (found) => live && setOpening(found),
        (error: unknown) => console.warn("Opening times could not be worked out", error),
      );
    return () => {
      live = false;
    };
    // The branches are the same while their ids are: `key` stands for them.
  }, [key]);
  return opening;
}
