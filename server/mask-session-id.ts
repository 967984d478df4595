/** A MyList session id is a bearer secret: logs show only its first 8 characters (server/logger.ts). */
export function maskSessionId(sessionId: string): string {
  return sessionId.length <= 8 ? "***" : `${sessionId.slice(0, 8)}***`;
}
