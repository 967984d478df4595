import { useMutation } from "@tanstack/react-query";
import type { SpecialRequestInput } from "../../../core/request-schemas.js";
import { apiRequest } from "~/lib/api-client";
import { changeRetry } from "~/lib/mylist/mutation-options";
import type { SpecialRequestResponse } from "~/lib/mylist/types";

export interface SpecialRequestSending {
  request: SpecialRequestInput;
  /** One key per press of Send, so a retry after a lost answer never makes a second request. */
  idempotencyKey: string;
}

/** POST /api/special-request: the server routes it to the nearest branch (docs/decisions/branches.md G3). */
export function sendSpecialRequest({
  request,
  idempotencyKey,
}: SpecialRequestSending): Promise<SpecialRequestResponse> {
  return apiRequest<SpecialRequestResponse>("POST", "/api/special-request", request, {
    "Idempotency-Key": idempotencyKey,
  });
}

export function useSpecialRequest() {
  return useMutation({ ...changeRetry, mutationFn: sendSpecialRequest });
}
