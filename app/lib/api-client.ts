/** An HTTP failure from our API; message reads 'status: body' as docs/product.md "API" describes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server's JSON error answer carried by a failed change: `error`, and `issues` naming fields when it gave them. */
export function errorAnswer(cause: unknown): { error: string; issues: { field: string; message: string }[] } | null {
  if (!(cause instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(cause.message.replace(/^\d{3}: /, ""));
    if (!body || typeof body !== "object" || !("error" in body) || typeof body.error !== "string") return null;
    const issues =
      "issues" in body && Array.isArray(body.issues) ? (body.issues as { field: string; message: string }[]) : [];
    return { error: body.error, issues };
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

/** GET for queries: credentials included; 401 is an empty result (null), not an error. */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T | null> {
  const response = await fetch(path, { credentials: "include", ...init });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A change (POST, PUT, PATCH, DELETE) as JSON: credentials included; any non-OK answer is an ApiError. */
export async function apiRequest<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Errors whose status is a 4xx are not worth retrying (docs/decisions/browser.md B1). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
