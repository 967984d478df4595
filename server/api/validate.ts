import type { z } from "zod";
import { badRequest } from "../errors.js";

/** Parses input with a zod schema; failure becomes a 400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, where = "query"): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || where,
    message: issue.message,
  }));
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ");
  throw badRequest(`Invalid ${where}: ${summary}`, issues);
}
