import { useEffect, useState } from "react";
import type { Location } from "../../../core/catalogue-types.js";
import { SEARCH_RADIUS_MILES } from "../../../core/branch-search.js";
import { distanceText, radiusText } from "../../../core/distance-text.js";
import { districtNote, eircodeDistrict, unknownRoutingKeyMessage } from "../../../core/eircode-districts.js";
import { postcodeAsWritten } from "../../../core/postcode-format.js";
import { stockWording, type StockStatus } from "../../../core/stock-wording.js";
import { apiGet } from "~/lib/api-client";

// Loaded on demand by the equipment page's branch stock panel: the three nearest branches within 50 miles and what the
// stock export says each usually has (docs/decisions/branches.md G9).

const NEAREST = 3;

interface Nearby {
  branch: Location & { distance?: number | null };
  status: StockStatus | null;
}

type State = { key: string } & ({ state: "done"; nearby: Nearby[] } | { state: "failed" });

async function nearbyStock(slug: string, query: string): Promise<Nearby[]> {
  const branches =
    (await apiGet<(Location & { distance?: number | null })[]>(
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

export default function BranchStockNearby({ slug, query }: { slug: string; query: string }) {
  const key = `${slug}\n${query}`;
  const [result, setResult] = useState<State | null>(null);

  useEffect(() => {
    let current = true;
    nearbyStock(slug, query).then(
      (nearby) => current && setResult({ key, state: "done", nearby }),
      () => current && setResult({ key, state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [key, slug, query]);

  // An Eircode is placed at its district (docs/decisions/branches.md G13): say so, or name a routing key that is
  // none (L12).
  const eircode = eircodeDistrict(query);
  if (eircode?.status === "unknown") {
    return (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        {unknownRoutingKeyMessage(eircode.routingKey)}.
      </p>
    );
  }
  if (result?.key !== key) {
    return (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        Checking branches near {postcodeAsWritten(query)}…
      </p>
    );
  }
  if (result.state === "failed") {
    return (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        We could not check branches just now: please call your branch.
      </p>
    );
  }
  if (result.nearby.length === 0) {
    return (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        No branches within {radiusText(SEARCH_RADIUS_MILES)} of {postcodeAsWritten(query)}.
      </p>
    );
  }
  return (
    <>
      <ul className="mt-3 divide-y divide-line text-sm" aria-live="polite" data-testid="stock-nearby">
        {result.nearby.map(({ branch, status }) => (
          <li
            key={branch.id}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
          >
            <span className="min-w-0">
              <a href={`/locations/${branch.id}`} className="font-semibold text-ink hover:text-brand hover:underline">
                {branch.name}
              </a>
              {branch.distance != null && (
                <span className="ml-2 text-ink-muted tabular-nums">{distanceText(branch.distance)}</span>
              )}
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
      {eircode && <p className="mt-2 text-xs text-ink-muted">{districtNote(eircode.district)}.</p>}
    </>
  );
}
