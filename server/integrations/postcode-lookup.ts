/**
 * The contract between the postcode service (branch finder) and its users (checkout, special requests,
 * location search). `unavailable` means the service could not be reached and nothing was cached
 * (docs/decisions/branches.md G1): callers accept a well-formed postcode and mark it unverified.
 */
export type PostcodeLookupResult =
  | {
      status: "found";
      postcode: string;
      town: string | null;
      region: string | null;
      latitude: number;
      longitude: number;
    }
  | { status: "not-found" }
  | { status: "unavailable" };

export interface PostcodeLookup {
  /** Looks up a UK postcode (any case and spacing); a malformed one answers not-found without a network call. */
  lookup(postcode: string): Promise<PostcodeLookupResult>;
}
