import { useEffect, useState } from "react";
import type { Location } from "../../../core/catalogue-types.js";
import { SEARCH_RADIUS_MILES } from "../../../core/branch-search.js";
import { stockWording, type StockStatus } from "../../../core/stock-wording.js";
import { apiGet } from "~/lib/api-client";

// Loaded on demand by the equipment page's branch stock panel: the three nearest branches within 50 miles and what the
// stock export says each usually has (docs/decisions/branches.md G9).

const NEAREST = 3;

type Branch = Location & { distance?: number | null };

interface Nearby {
  branch: Branch;
  status: StockStatus | null;
  /** '3.2 miles', '5.1 km': in the brand's unit (G14). */
  distance: string | null;
}

interface Found {
  nearby: Nearby[];
  /** 'No branches within 50 miles of SW1A 1AA.' */
  none: string;
  /** Results from an Eircode say they are its district's; an unknown routing key is named instead (L12). */
  note: string | null;
  problem: string | null;
}

type State = { key: string } & ({ state: "done"; found: Found } | { state: "failed" });

/** An Eircode's district, from the routing key table, which loads only for an Eircode (G13). */
async function districtOf(query: string): Promise<{ note: string | null; problem: string | null }> {
  const { eircodeDistrict, districtNote, unknownRoutingKeyMessage } =
    await import("../../../core/eircode-districts.js");
  const found = eircodeDistrict(query);
  if (found?.status === "unknown") return { note: null, problem: `${unknownRoutingKeyMessage(found.routingKey)}.` };
  return { note: found ? `${districtNote(found.district)}.` : null, problem: null };
}

// The words' modules load with the answer, not with the equipment page, whose first load is at its budget.
async function nearbyStock(slug: string, query: string): Promise<Found> {
  const [{ isEircode, postcodeAsWritten }, { distanceText, radiusText }] = await Promise.all([
    import("../../../core/postcode-format.js"),
    import("../../../core/distance-text.js"),
  ]);
  const none = `No branches within ${radiusText(SEARCH_RADIUS_MILES)} of ${postcodeAsWritten(query)}.`;
  const { note, problem } = isEircode(query) ? await districtOf(query) : { note: null, problem: null };
  if (problem) return { nearby: [], none, note, problem };
  const nearby = (await nearestWithStock(slug, query)).map(({ branch, status }) => ({
    branch,
    status,
    distance: branch.distance == null ? null : distanceText(branch.distance),
  }));
  return { nearby, none, note, problem };
}

async function nearestWithStock(slug: string, query: string) {
  const branches =
    (await apiGet<Branch[]>(
      `/api/locations/search?query=${encodeURIComponent(query)}&maxDistance=${SEARCH_RADIUS_MILES}&limit=${NEAREST}`,
    )) ?? [];
  const nearest = branches.slice(0, NEAREST);
  if (nearest.length === 0) return [];
  const stock = await apiGet<{ statuses: { branchId: number; status: StockStatus }[] | null }>(
    `/api/branch-stock?items=${encodeURIComponent(slug)}&branches=${nearest.map((branch) => branch.id).join(",")}`,
  );
  return nearest.map((branch) => ({
    branch,
    status: stock?.statuses?.find((entry) => entry.branchId === branch.id)?.status ?? null,
  }));
}

const Status = ({ children }: { children: React.ReactNode }) => (
  <p role="status" className="mt-3 text-sm text-ink-muted">
    {children}
  </p>
);

export default function BranchStockNearby({ slug, query }: { slug: string; query: string }) {
  const key = `${slug}\n${query}`;
  const [result, setResult] = useState<State | null>(null);

  useEffect(() => {
    let current = true;
    nearbyStock(slug, query).then(
      (found) => current && setResult({ key, state: "done", found }),
      () => current && setResult({ key, state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [key, slug, query]);

  if (result?.key !== key) return <Status>Checking branches near {query}…</Status>;
  if (result.state === "failed") return <Status>We could not check branches just now: please call your branch.</Status>;
  const { nearby, none, note, problem } = result.found;
  if (problem) return <Status>{problem}</Status>;
  if (nearby.length === 0) return <Status>{none}</Status>;
  return (
    <>
      <ul className="mt-3 divide-y divide-line text-sm" aria-live="polite" data-testid="stock-nearby">
        {nearby.map(({ branch, status, distance }) => (
          <li
            key={branch.id}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
          >
            <span className="min-w-0">
              <a href={`/locations/${branch.id}`} className="font-semibold text-ink hover:text-brand hover:underline">
                {branch.name}
              </a>
              {distance && <span className="ml-2 text-ink-muted tabular-nums">{distance}</span>}
            </span>
            <span
              data-testid="branch-stock"
              className={status === "usually-available" ? "font-semibold text-success" : "font-semibold text-ink-muted"}
            >
              {status ? stockWording(status, branch.name) : "Ask the branch"}
            </span>
          </li>
        ))}
      </ul>
      {note && <p className="mt-2 text-xs text-ink-muted">{note}</p>}
    </>
  );
}
