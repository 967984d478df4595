import type { z } from "zod";
import { badRequest } from "../errors.js";

/** With the u flag a surrogate pair is one code point, so only an unpaired half matches: PostgreSQL cannot encode it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const UNSTORABLE_MESSAGE = "must not contain NUL characters or unpaired surrogates";

/** The path of the first string in `input` the database could not store, or undefined (no recursion: any depth). */
function unstorableTextAt(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, ""]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      // NUL: PostgreSQL cannot store it in text.
      if (value.includes("\0") || LONE_SURROGATE.test(value)) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) pending.push([inner, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/**
 * Parses input with a zod schema; failure becomes a 400 naming each field. What a schema accepts is then refused if a
 * database could not store its text, so a field without a rule of its own cannot pass a NUL on to PostgreSQL as a 500
 * (docs/decisions/security.md A13); fields with their own rule (core/input-fields.ts) answer in their own words first.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, where = "query"): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) {
    const unstorable = unstorableTextAt(result.data);
    if (unstorable === undefined) return result.data;
    const field = unstorable || where;
    throw badRequest(`Invalid ${where}: ${field}: ${UNSTORABLE_MESSAGE}`, [{ field, message: UNSTORABLE_MESSAGE }]);
  }
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || where,
    message: issue.message,
  }));
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ");
  throw badRequest(`Invalid ${where}: ${summary}`, issues);
}
