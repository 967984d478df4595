import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { RELATED_KIND_LABELS, type MyListSuggestion } from "../../../core/related-items.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { apiGet } from "~/lib/api-client";
import { addItemRefusal, useAddItem } from "~/lib/mylist/reservation-changes";
import { randomKey } from "~/lib/session-id";
import { showToast } from "~/lib/toast";
import { useVatMoney } from "~/components/catalogue/vat-amount";
import { addedDescription, addFailedMessage } from "~/components/mylist/messages";

// MyList's suggestions (docs/decisions/mylist.md U8, U9): what goes with the items listed, from the catalogue's
// related items, worked out by the server (GET /api/related-items/suggestions). Part of the dialogs' chunk, which
// loads on first use, so no page carries it in its first load.

const suggestionsKey = (slugs: string[]) => ["/api/related-items/suggestions", slugs.join(",")] as const;

async function fetchSuggestions(slugs: string[]): Promise<MyListSuggestion[]> {
  const answer = await apiGet<{ suggestions: MyListSuggestion[] }>(
    `/api/related-items/suggestions?items=${encodeURIComponent(slugs.join(","))}`,
  );
  return answer?.suggestions ?? [];
}

/** Up to three items that go with the list, each added with one press; nothing when there is nothing to suggest. */
export function MyListSuggestions({ reservation }: { reservation: Reservation }) {
  const slugs = reservation.items.map((item) => item.equipment.equipmentSlug);
  const query = useQuery({
    queryKey: suggestionsKey(slugs),
    queryFn: () => fetchSuggestions(slugs),
    enabled: slugs.length > 0,
    staleTime: 5 * 60_000,
    // A suggestion is a nicety: a failure shows none rather than an error.
    retry: false,
  });
  // The list read again after an add no longer holds what was added, even before the new suggestions arrive.
  const listed = new Set(slugs);
  const suggestions = (query.data ?? []).filter((suggestion) => !listed.has(suggestion.equipment.equipmentSlug));
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="mylist-suggestions" data-testid="mylist-suggestions">
      <h3 id="mylist-suggestions" className="text-sm font-bold uppercase tracking-wide text-ink-muted">
        You may also need
      </h3>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-dashed border-line-strong bg-surface-muted/60">
        {suggestions.map((suggestion) => (
          <SuggestionRow key={suggestion.equipment.equipmentSlug} suggestion={suggestion} reservation={reservation} />
        ))}
      </ul>
    </section>
  );
}

function SuggestionRow({ suggestion, reservation }: { suggestion: MyListSuggestion; reservation: Reservation }) {
  const addItem = useAddItem();
  const { money, vatLabel } = useVatMoney();
  const { equipment, forItem, kind } = suggestion;
  const price = equipment.rate
    ? `${money(equipment.rate)} ${equipment.type === "Hire" ? equipment.rateType : "each"} ${vatLabel}`
    : "Contact for price";

  async function add() {
    try {
      await addItem.mutateAsync({
        sessionId: reservation.sessionId,
        reservationId: reservation.id,
        equipmentSlug: equipment.equipmentSlug,
        quantity: 1,
        idempotencyKey: randomKey(),
      });
      void showToast("Equipment Added", {
        description: addedDescription("detail", equipment.type, 1, equipment.name),
        variant: "success",
      });
    } catch (error) {
      void showToast("Error", { description: addItemRefusal(error) ?? addFailedMessage("detail"), variant: "error" });
    }
  }

  return (
    <li data-testid="mylist-suggestion" className="flex items-center gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-muted">
          <span className="font-semibold text-brand">{RELATED_KIND_LABELS[kind]}</span> for the {forItem.name}
        </p>
        <p className="font-semibold leading-snug text-ink">{equipment.name}</p>
        <p className="text-xs tabular-nums text-ink-muted">{price}</p>
      </div>
      <button
        type="button"
        onClick={add}
        disabled={addItem.isPending}
        aria-label={`Add ${equipment.name} for the ${forItem.name}`}
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-line-strong bg-white px-3 text-sm font-semibold text-ink hover:border-brand hover:bg-brand-soft disabled:opacity-50"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add
      </button>
    </li>
  );
}
