/** The server's JSON error answer: `error`, and `issues` naming fields when it gave them (docs/product.md "API"). */
export interface ErrorAnswer {
  error: string;
  issues: { field: string; message: string }[];
}

/** An answer's body read as the server's JSON error answer, or null when it is not one. */
function parseErrorAnswer(body: string): ErrorAnswer | null {
  try {
    const answer: unknown = JSON.parse(body);
    if (!answer || typeof answer !== "object" || !("error" in answer) || typeof answer.error !== "string") return null;
    const issues = "issues" in answer && Array.isArray(answer.issues) ? (answer.issues as ErrorAnswer["issues"]) : [];
    return { error: answer.error, issues };
  } catch {
    return null;
  }
}

/** An HTTP failure from our API; message reads 'status: body' as docs/product.md "API" describes. */
export class ApiError extends Error {
  /** The body read as the server's JSON error answer, when it is one. */
  readonly answer: ErrorAnswer | null;

  constructor(
    readonly status: number,
    /** The answer's text, or its status text when it had none. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.answer = parseErrorAnswer(body);
  }

  /** What to tell the visitor: the answer's `error`, else its text. */
  get reason(): string {
    return this.answer?.error ?? this.body;
  }
}

/** The failure a non-OK answer carries, read once: every fetch of our API reads its errors through this. */
export async function apiError(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => "")) || response.statusText;
  return new ApiError(response.status, text);
}

/** The server's JSON error answer carried by a failed change, or null. */
export function errorAnswer(cause: unknown): ErrorAnswer | null {
  return cause instanceof ApiError ? cause.answer : null;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await apiError(response);
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
