import { useEffect, useState } from "react";
import { site } from "../../../core/site.js";
import type { UseFormRegisterReturn } from "react-hook-form";
import { normalisePostcodeInput, postcodeAsTyped, postcodeKind } from "../../../core/postcode-format.js";
import { TextField } from "~/components/ui/on-demand/field";
import { useAddressLookup } from "~/lib/mylist/lookups";

/** docs/product.md "Timings": the hint lookup runs 500 ms after typing stops, once 5 or more characters are entered. */
export const HINT_DELAY_MS = 500;
export const HINT_MIN_LENGTH = 5;

export type PostcodeCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "found"; town: string | null; region: string | null }
  | { state: "not-found" }
  | { state: "unavailable" };

/**
 * Whether a UK postcode exists, through our lookup API (never the public service directly). Eircodes are
 * checked by format only (docs/decisions/branches.md G2); an outage lets the customer go on (G1).
 */
export function usePostcodeCheck(typed: string): PostcodeCheck {
  const postcode = normalisePostcodeInput(typed);
  const checkable = postcode.length >= HINT_MIN_LENGTH && postcodeKind(postcode) === "uk";
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (!checkable) return;
    const timer = setTimeout(() => setSettled(postcode), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [postcode, checkable]);

  const lookup = useAddressLookup(checkable && settled === postcode ? postcode : null);
  if (!checkable) return { state: "idle" };
  if (settled !== postcode || !lookup.data) return { state: "checking" };
  const result = lookup.data;
  if (result.status === "found") return { state: "found", town: result.address.town, region: result.address.region };
  return { state: result.status };
}

/** The line under the field: town and region, or the quiet outage notice (G1). */
export function PostcodeHint({ check }: { check: PostcodeCheck }) {
  if (check.state === "found" && (check.town || check.region))
    return <span data-testid="postcode-hint">{[check.town, check.region].filter(Boolean).join(", ")}</span>;
  if (check.state === "unavailable")
    return <span data-testid="postcode-hint">We could not check this postcode just now</span>;
  if (check.state === "checking") return <span className="sr-only">Checking postcode…</span>;
  return null;
}

/**
 * The postcode field of checkout and the special request, labelled and exemplified as the brand says (G15): upper
 * case as typed, the lookup's hint, the form's error.
 */
export function PostcodeField({
  registration,
  check,
  error,
}: {
  registration: UseFormRegisterReturn;
  check: PostcodeCheck;
  error?: string;
}) {
  return (
    <TextField
      label={site.postcodes.label}
      placeholder={`e.g. ${site.postcodes.example}`}
      autoComplete="postal-code"
      autoCapitalize="characters"
      error={error}
      hint={<PostcodeHint check={check} />}
      {...registration}
      onChange={(event) => {
        event.target.value = postcodeAsTyped(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
