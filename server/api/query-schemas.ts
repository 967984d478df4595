import { z } from "zod";

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

/** Free text of a place or postcode: trimmed, 1-100 characters. */
export const placeText = z
  .string("must be text")
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters");
