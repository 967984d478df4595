import { useEffect, useState } from "react";
import type { Branch } from "../../../core/catalogue-types.js";
import { SEARCH_RADIUS_MILES } from "../../../core/branch-search.js";
import { stockWording, type StockStatus } from "../../../core/stock-wording.js";
import { apiGet } from "~/lib/api-client";

// Loaded on demand by the equipment page's branch stock panel: the nearest branches within 50 miles that the stock
// export says usually have the item, or plainly none, and the delivery estimate to a postcode
// (docs/decisions/branches.md G9, L18).

const NEAREST = 3;
/** How many of the nearest branches are asked about: the most GET /api/branch-stock takes at once. */
const ASKED = 100;

type NearbyBranch = Branch & { distance?: number | null };

interface Nearby {
  branch: NearbyBranch;
  status: StockStatus | null;
  /** '3.2 miles', '5.1 km': in the brand's unit (G14). */
  distance: string | null;
}

interface Found {
  /** The nearest branches that usually have the item; else the nearest, to ask. */
  nearby: Nearby[];
  /** 'No branches within 50 miles of SW1A 1AA.' */
  none: string;
  /** Set when the export counts the item but no branch within the radius usually has it. */
  noneUsually: string | null;
  /** 'Delivery from Leeds, about 6 miles: from £25.00 ex VAT (confirmed by the branch)', for a postcode. */
  delivery: string | null;
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
  const [{ isEircode, isUkPostcode, normalisePostcodeInput, postcodeAsWritten }, { distanceText, radiusText }] =
    await Promise.all([import("../../../core/postcode-format.js"), import("../../../core/distance-text.js")]);
  const place = postcodeAsWritten(query);
  const none = `No branches within ${radiusText(SEARCH_RADIUS_MILES)} of ${place}.`;
  const { note, problem } = isEircode(query) ? await districtOf(query) : { note: null, problem: null };
  if (problem) return { nearby: [], none, noneUsually: null, delivery: null, note, problem };
  const [{ shown, anyUsually }, delivery] = await Promise.all([
    nearestWithStock(slug, query),
    isUkPostcode(normalisePostcodeInput(query)) || isEircode(query) ? deliveryText(query) : null,
  ]);
  const nearby = shown.map(({ branch, status }) => ({
    branch,
    status,
    distance: branch.distance == null ? null : distanceText(branch.distance),
  }));
  const noneUsually =
    anyUsually === false && shown.length > 0
      ? `None of our branches within ${radiusText(SEARCH_RADIUS_MILES)} of ${place} usually has this item: ask the nearest.`
      : null;
  return { nearby, none, noneUsually, delivery, note, problem };
}

/**
 * The nearest three branches that usually have the item, with `anyUsually` true; when the export counts the item and
 * none within the radius has it, the nearest three and false; when it says nothing of the item, the nearest three
 * and null.
 */
async function nearestWithStock(slug: string, query: string) {
  const branches =
    (await apiGet<NearbyBranch[]>(
      `/api/locations/search?query=${encodeURIComponent(query)}&maxDistance=${SEARCH_RADIUS_MILES}&limit=${ASKED}`,
    )) ?? [];
  if (branches.length === 0) return { shown: [], anyUsually: null };
  const stock = await apiGet<{ statuses: { branchId: number; status: StockStatus }[] | null }>(
    `/api/branch-stock?items=${encodeURIComponent(slug)}&branches=${branches.map((branch) => branch.id).join(",")}`,
  );
  const statuses = stock?.statuses;
  const judged = branches.map((branch) => ({
    branch,
    status: statuses?.find((entry) => entry.branchId === branch.id)?.status ?? null,
  }));
  const usually = judged.filter((entry) => entry.status === "usually-available");
  if (usually.length > 0) return { shown: usually.slice(0, NEAREST), anyUsually: true };
  return { shown: judged.slice(0, NEAREST), anyUsually: statuses ? false : null };
}

/** The delivery estimate to a postcode, through checkout's own API (G10); null when it gives none. */
async function deliveryText(postcode: string): Promise<string | null> {
  try {
    const answer = await apiGet<{ estimate: unknown; text: string }>(
      `/api/delivery-estimate?postcode=${encodeURIComponent(postcode)}`,
    );
    return answer?.estimate ? answer.text : null;
  } catch {
    return null;
  }
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
  const { nearby, none, noneUsually, delivery, note, problem } = result.found;
  if (problem) return <Status>{problem}</Status>;
  if (nearby.length === 0) return <Status>{none}</Status>;
  return (
    <>
      {noneUsually && (
        <p role="status" data-testid="stock-none-usually" className="mt-3 text-sm font-semibold text-ink">
          {noneUsually}
        </p>
      )}
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
      {delivery && (
        <p data-testid="stock-delivery" className="mt-2 border-t border-line pt-2 text-sm text-ink">
          {delivery}
        </p>
      )}
    </>
  );
}
