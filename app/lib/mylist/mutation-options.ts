import type { QueryClient } from "@tanstack/react-query";
import { isClientError } from "~/lib/api-client";
import { reservationKey } from "~/lib/mylist/reservation";
import { endSession } from "~/lib/mylist/session";

/** Spec section 9: a failed change is retried once after 1 s, but never after a 4xx (docs/decisions/browser.md B1). */
export const changeRetry = {
  retry: (failures: number, error: unknown) => !isClientError(error) && failures < 1,
  retryDelay: 1000,
};

/** After any change the session's reservation is read again (spec section 4). */
export function refreshReservation(client: QueryClient, sessionId: string) {
  return client.invalidateQueries({ queryKey: reservationKey(sessionId) });
}

/** The list is gone (sent or cleared): show none at once and start the next list on a new session. */
export function forgetReservation(client: QueryClient, sessionId: string) {
  client.setQueryData(reservationKey(sessionId), null);
  endSession();
}

/** The ownership header every change carries (docs/decisions/mylist.md R2). */
export const sessionHeader = (sessionId: string) => ({ "X-Session-Id": sessionId });
