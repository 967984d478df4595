// What an API key may do (docs/decisions/integration.md I3): read requests, change their status, import tables.
export const API_KEY_SCOPES = ["requests:read", "requests:write", "imports:write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
