import { useEffect, useState } from "react";
import type { BranchHours, BranchOpening } from "~/components/branches/opening-now";

/** The visitor's first sign of activity: a pointer, a touch, a key or a scroll. */
const FIRST_ACTIVITY = ["pointermove", "touchstart", "keydown", "scroll"] as const;

/**
 * Each branch's opening now, worked out in the browser at the visitor's first activity (its code loads then, off the
 * page's first load): null until then, and on the server, whose page is cached for everyone
 * (docs/decisions/branches.md L14).
 */
export function useOpeningNow(branches: readonly BranchHours[]): Map<number, BranchOpening> | null {
  const [opening, setOpening] = useState<Map<number, BranchOpening> | null>(null);
  const key = branches.map((branch) => branch.id).join(",");
  useEffect(() => {
    let live = true;
    const stop = () => FIRST_ACTIVITY.forEach((event) => window.removeEventListener(event, load));
    function load() {
      stop();
      // Without the code or the holidays the status line stays empty, as without script.
      import("~/components/branches/opening-now")
        .then(({ openingNow }) => openingNow(branches))
        .then((found) => live && setOpening(found))
        .catch(() => undefined);
    }
    FIRST_ACTIVITY.forEach((event) => window.addEventListener(event, load, { passive: true }));
    return () => {
      live = false;
      stop();
    };
    // The branches are the same while their ids are: `key` stands for them.
  }, [key]);
  return opening;
}
