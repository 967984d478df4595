import { ResponseMemo, type SerialisedResponse } from "../services/catalogue/response-memo.js";

/**
 * JSON serialised once per data version and key (the catalogue's bounded response memo), for data that changes
 * only when the catalogue does. A new version starts a new memo.
 */
export function perVersionJson(version: () => string) {
  let memo: ResponseMemo | undefined;
  return function json(key: string, produce: () => unknown): SerialisedResponse {
    const now = version();
    if (memo?.version !== now) memo = new ResponseMemo(now);
    return memo.json(key, produce);
  };
}
