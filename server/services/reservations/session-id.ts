import { SESSION_ID_PATTERN } from "../../../core/reservation-types.js";

export { SESSION_ID_PATTERN };

/** A session id is a bearer secret: logs show only its first 8 characters. */
export function maskSessionId(sessionId: string): string {
  return sessionId.length <= 8 ? "***" : `${sessionId.slice(0, 8)}***`;
}

const SESSION_PATH = /(\/api\/reservations\/session\/)([^/?#]+)/;

/** Masks the session id in a request URL (`/api/reservations/session/{id}`) before it is logged. */
export function maskSessionIdInUrl(url: string): string {
  return url.replace(SESSION_PATH, (_match, prefix: string, id: string) => prefix + maskSessionId(id));
}
