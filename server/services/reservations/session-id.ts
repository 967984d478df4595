import { SESSION_ID_PATTERN } from "../../../core/reservation-types.js";

export { SESSION_ID_PATTERN };

/** A session id is a bearer secret: logs show only its first 8 characters. */
export function maskSessionId(sessionId: string): string {
  return sessionId.length <= 8 ? "***" : `${sessionId.slice(0, 8)}***`;
}
