import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { EmptyState } from "~/components/catalogue/empty-state";
import { specialColours } from "~/components/catalogue/special-colours";
import { SpecialRow } from "~/components/catalogue/special-row";
import type { SpecialSummary } from "../../../core/catalogue-types.js";

export interface SpecialGroup {
  name: string;
  items: SpecialSummary[];
}

const HIGHLIGHT_MS = 2000;

function slugFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * Special-offer categories, one open at a time and collapsible. A URL hash holding an equipmentSlug
 * opens its category, scrolls to the item and highlights it for 2 seconds.
 */
export function SpecialAccordion({ groups }: { groups: SpecialGroup[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const [highlight, setHighlight] = useState<string | null>(null);

  // The router's location, so links within the site and typed hashes both count (a hash link pressed
  // again has a new key and highlights again).
  const { hash, key } = useLocation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const openFromHash = () => {
      const slug = slugFromHash(hash);
      const index = slug ? groups.findIndex((group) => group.items.some((item) => item.equipmentSlug === slug)) : -1;
      if (index < 0) return;
      setOpen(index);
      setHighlight(slug);
      timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    };
    openFromHash();
    return () => clearTimeout(timer);
  }, [groups, hash, key]);

  useEffect(() => {
    if (!highlight || open === null) return;
    // After the panel has opened, and after the page's own scroll-to-top on arrival.
    const timer = setTimeout(() => {
      const selector = `#quick-hire-panel-${open} [data-slug="${CSS.escape(highlight)}"]`;
      document.querySelector(selector)?.scrollIntoView({ behavior: "smooth", block: "center" });
    }, 60);
    return () => clearTimeout(timer);
  }, [highlight, open]);

  if (!groups.length) return <EmptyState>No specials available at the moment.</EmptyState>;
  return (
    <div className="space-y-3">
      {groups.map((group, index) => {
        const expanded = open === index;
        const colours = specialColours[index % specialColours.length];
        const headerId = `quick-hire-header-${index}`;
        const panelId = `quick-hire-panel-${index}`;
        return (
          <section key={group.name} className="overflow-hidden rounded-xl border border-line bg-white shadow-card">
            <h2 className="m-0">
              <button
                type="button"
                id={headerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className={`${colours} flex min-h-14 w-full items-center justify-between gap-3 px-5 py-3 text-left text-lg font-bold focus-visible:outline-offset-[-4px]`}
              >
                <span>{group.name}</span>
                <span className="flex shrink-0 items-center gap-3">
                  <span className="rounded-full bg-white/90 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-ink">
                    {`${group.items.length} ${group.items.length === 1 ? "item" : "items"}`}
                  </span>
                  <Icon
                    name="chevron-right"
                    className={`size-5 transition-transform ${expanded ? "-rotate-90" : "rotate-90"}`}
                  />
                </span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={headerId} hidden={!expanded}>
              <ul className="space-y-3 bg-surface-muted p-3 sm:p-4">
                {group.items.map((item) => (
                  <SpecialRow
                    key={item.id}
                    special={item}
                    highlighted={item.equipmentSlug !== null && item.equipmentSlug === highlight}
                  />
                ))}
              </ul>
            </div>
          </section>
        );
      })}
    </div>
  );
}
