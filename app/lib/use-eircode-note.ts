import { useEffect, useState } from "react";
import { isEircode } from "../../core/postcode-format.js";

/** What results measured from an Eircode say: the district's note, or the problem with an unknown routing key. */
export type EircodeNote = { kind: "district"; text: string } | { kind: "unknown-key"; text: string };

/**
 * The note for the stock box and checkout's branch picker when the search is an Eircode (docs/decisions/branches.md
 * L12); null for anything else and until the district table has loaded. The table is loaded on demand, so it never
 * joins a page's first load.
 */
export function useEircodeNote(query: string): EircodeNote | null {
  const [loaded, setLoaded] = useState<{ query: string; note: EircodeNote | null } | null>(null);
  const eircode = isEircode(query);
  useEffect(() => {
    if (!eircode) return;
    let current = true;
    import("../../core/eircode-districts.js").then(({ eircodeDistrict, districtNote, unknownRoutingKeyMessage }) => {
      const found = eircodeDistrict(query);
      const note: EircodeNote | null =
        found?.status === "found"
          ? { kind: "district", text: `${districtNote(found.district)}.` }
          : found
            ? { kind: "unknown-key", text: `${unknownRoutingKeyMessage(found.routingKey)}.` }
            : null;
      if (current) setLoaded({ query, note });
    });
    return () => {
      current = false;
    };
  }, [query, eircode]);
  return eircode && loaded?.query === query ? loaded.note : null;
}
