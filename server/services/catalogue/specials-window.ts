import type { SpecialItem } from "../../../core/catalogue-types.js";
import { todayInLondon } from "../../../core/hire-dates.js";
import { appendToList } from "./map-of-lists.js";

/** The specials as the site shows them: all, the featured ones with equipment, and the groups by category name. */
export interface SpecialsView {
  specials: SpecialItem[];
  featuredSpecials: SpecialItem[];
  /** Specials by their category name, in specials order. */
  specialsByCategory: Map<string, SpecialItem[]>;
}

export function specialsView(specials: SpecialItem[]): SpecialsView {
  const specialsByCategory = new Map<string, SpecialItem[]>();
  for (const special of specials) appendToList(specialsByCategory, special.categoryName, special);
  return {
    specials,
    featuredSpecials: specials.filter((special) => special.featured && special.equipment),
    specialsByCategory,
  };
}

/** True when the special shows on `day` (YYYY-MM-DD in London): both dates inclusive, a missing one open. */
export const showsOn = (special: Pick<SpecialItem, "validFrom" | "validTo">, day: string) =>
  (special.validFrom === null || special.validFrom <= day) && (special.validTo === null || day <= special.validTo);

/**
 * The specials one catalogue snapshot shows on a given day. Which specials show depends on the date as well as the
 * catalogue version, so everything that caches by version (the fast path's pages, the API response memo) adds
 * `dayKey()` to its key: empty when no special has dates (the answer never changes, so caches never churn), else
 * today in London, so a special appears at midnight on its first day without an import.
 */
export class SpecialsByDay {
  private readonly windowed: boolean;
  private last: { day: string; view: SpecialsView } | undefined;
  private lastMinute = -1;
  private lastDay = "";

  constructor(private readonly all: SpecialsView) {
    this.windowed = all.specials.some((special) => special.validFrom !== null || special.validTo !== null);
  }

  /** "" when no special has dates, else today's London date (worked out once a minute: midnight is on a minute). */
  dayKey(now: Date = new Date()): string {
    if (!this.windowed) return "";
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.lastMinute) {
      this.lastMinute = minute;
      this.lastDay = todayInLondon(now);
    }
    return this.lastDay;
  }

  /** The view for a day key (`dayKey()` by default); the last day's view is kept. */
  on(day: string = this.dayKey()): SpecialsView {
    if (day === "" || !this.windowed) return this.all;
    if (this.last?.day !== day) {
      this.last = { day, view: specialsView(this.all.specials.filter((special) => showsOn(special, day))) };
    }
    return this.last.view;
  }
}
