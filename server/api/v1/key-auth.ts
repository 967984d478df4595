import type { RequestHandler, Response } from "express";
import type { ApiKeyScope } from "../../../core/api-key-scopes.js";
import { AppError, forbidden } from "../../errors.js";
import type { ApiKeyService, AuthenticatedKey } from "../../services/api-keys/index.js";
import { clientAddress } from "../admin/guards.js";

// Who is calling the integration API (docs/decisions/integration.md I3, I4): a bearer key, checked on every request.

export interface KeyCaller {
  key: AuthenticatedKey;
  /** The key as sent: it signs import confirmations, like an admin's session token. */
  presented: string;
}

export const callerOf = (res: Response) => res.locals.apiCaller as KeyCaller;

const unauthorised = (res: Response, message: string) => {
  res.set("WWW-Authenticate", 'Bearer realm="api"');
  return new AppError(401, message);
};

/** 401 without a valid key, 403 from an address the key may not be used from; then res.locals.apiKey is set. */
export function requireKey(apiKeys: ApiKeyService): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer ([^\s]+)$/i.exec(req.get("authorization")?.trim() ?? "");
    if (!match) {
      next(unauthorised(res, "Authorization: send an API key as 'Authorization: Bearer <key>'"));
      return;
    }
    try {
      const key = await apiKeys.authenticate(match[1]);
      if (!key) return next(unauthorised(res, "Authorization: this API key is unknown or has been revoked"));
      if (!key.allowsAddress(clientAddress(req))) {
        return next(forbidden("Authorization: this API key may not be used from this address"));
      }
      res.locals.apiKey = { id: key.id };
      res.locals.apiCaller = { key, presented: match[1] } satisfies KeyCaller;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** 403 unless the key holds `scope`. */
export const requireScope =
  (scope: ApiKeyScope): RequestHandler =>
  (_req, res, next) => {
    if (callerOf(res).key.scopes.includes(scope)) return next();
    next(forbidden(`Authorization: this API key lacks the scope '${scope}'`));
  };
