import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_NATION, type BankHoliday, type Nation } from "../../../core/bank-holidays.js";
import { apiGet } from "~/lib/api-client";

export interface BankHolidaysAnswer {
  nation: Nation;
  nationName: string;
  holidays: BankHoliday[];
}

/** GET /api/bank-holidays?nation=: a failure leaves the calendar without markings (the server still checks). */
export async function fetchBankHolidays(nation: Nation): Promise<BankHolidaysAnswer | null> {
  try {
    return await apiGet<BankHolidaysAnswer>(`/api/bank-holidays?nation=${nation}`);
  } catch (error) {
    console.warn("Bank holidays could not be loaded", error);
    return null;
  }
}

export const bankHolidaysQuery = (nation: Nation) =>
  queryOptions({
    queryKey: ["/api/bank-holidays", nation],
    queryFn: () => fetchBankHolidays(nation),
    staleTime: 24 * 60 * 60_000,
    gcTime: 24 * 60 * 60_000,
  });

/** The bank holidays the hire-period calendar marks: England and Wales until a branch is known (V2). */
export function useBankHolidays(nation: Nation = DEFAULT_NATION) {
  return useQuery(bankHolidaysQuery(nation));
}
