// The brands in this repository and the BRAND setting that picks one (docs/decisions/operation.md O7).

export const BRAND_IDS = ["kestrel", "curlew"] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND_ID: BrandId = "kestrel";

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}

/** BRAND from the environment (unset or empty: the default); an unknown one stops start-up naming the choices. */
export function selectedBrandId(env: NodeJS.ProcessEnv = process.env): BrandId {
  const value = env.BRAND || DEFAULT_BRAND_ID;
  if (!isBrandId(value)) {
    throw new Error(`Invalid configuration:\n  BRAND: unknown brand "${value}" (one of ${BRAND_IDS.join(", ")})`);
  }
  return value;
}
