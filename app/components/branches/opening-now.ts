import type { BankHoliday, Nation } from "../../../core/bank-holidays.js";
import { openingWeek, type Weekday } from "../../../core/opening-hours.js";
import { localMoment, openingStatus, openingStatusText } from "../../../core/opening-status.js";

// Loaded after the page is up: whether each branch is open now, from its hours and its nation's bank holidays
// (docs/decisions/branches.md L14). Pages are cached, so the moment is the browser's.

export interface BranchHours {
  id: number;
  openingHours: string | null;
  /** Whose bank holidays it keeps, from its postcode (worked out by the page's loader). */
  nation: Nation;
}

export interface BranchOpening {
  /** 'Open now until 17:30', 'Opens 7:30 tomorrow'; null when the hours cannot tell. */
  status: string | null;
  /** The branch's weekday now. */
  today: Weekday;
  /** The next bank holiday the branch is closed, from today. */
  nextHoliday: BankHoliday | null;
}

/** A plain fetch: the API client would bring TanStack Query's file, which these pages do not otherwise load. */
async function holidaysOf(nation: Nation): Promise<BankHoliday[]> {
  const response = await fetch(`/api/bank-holidays?nation=${nation}`);
  if (!response.ok) return [];
  return ((await response.json()) as { holidays?: BankHoliday[] }).holidays ?? [];
}

/** Each branch's opening now, by id. */
export async function openingNow(
  branches: readonly BranchHours[],
  now = new Date(),
): Promise<Map<number, BranchOpening>> {
  const nations = [...new Set(branches.map((branch) => branch.nation))];
  const holidays = new Map(
    await Promise.all(nations.map(async (nation) => [nation, await holidaysOf(nation)] as const)),
  );
  const opening = new Map<number, BranchOpening>();
  for (const branch of branches) {
    const closed = holidays.get(branch.nation) ?? [];
    const at = localMoment(now, branch.nation);
    const week = openingWeek(branch.openingHours);
    const status = week && openingStatus(week, at, closed);
    opening.set(branch.id, {
      status: status ? openingStatusText(status) : null,
      today: at.weekday,
      nextHoliday: closed.find((holiday) => holiday.date >= at.date) ?? null,
    });
  }
  return opening;
}
