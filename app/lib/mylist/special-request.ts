import { useMutation } from "@tanstack/react-query";
import type { SpecialRequestInput } from "../../../core/request-schemas.js";
import { apiRequest } from "~/lib/api-client";
import type { SpecialRequestResponse } from "~/lib/mylist/types";

/** POST /api/special-request: the server routes it to the nearest branch (docs/decisions.md G3). */
export function sendSpecialRequest(request: SpecialRequestInput): Promise<SpecialRequestResponse> {
  return apiRequest<SpecialRequestResponse>("POST", "/api/special-request", request);
}

export function useSpecialRequest() {
  return useMutation({ mutationFn: sendSpecialRequest });
}
