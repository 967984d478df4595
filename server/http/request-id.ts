import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const WELL_FORMED = /^[\w-]{8,64}$/;

/**
 * The id a request is logged and answered with (X-Request-Id): the caller's own when it is well-formed (8-64 letters,
 * digits, '_' or '-'), so a proxy's id follows the request through, else a new one. The front door gives it once
 * (server/http/front-door.ts), whoever answers.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
