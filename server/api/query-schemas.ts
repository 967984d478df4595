import { z } from "zod";
import { PLAIN_QUERY_MESSAGE, plainLine } from "../../core/input-fields.js";

/** A decimal number given as query text ("51.5", "-0.12"), between min and max. */
export function numberText(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^[-+]?(?:\d+\.?\d*|\.\d+)$/, "must be a number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** A whole number given as query text, between min and max. */
export function integerText(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** Free text of a place or postcode: trimmed, 1-100 characters, one line of ordinary text. */
export const placeText = plainLine(
  z.string("must be text").trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  PLAIN_QUERY_MESSAGE,
);

/** An `Idempotency-Key` header: one key per user action, chosen by the browser (R4, and special requests). */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, "must be 1-200 visible ASCII characters")
  .optional();
