export declare const buildOutputs: string[];
export declare const buildInputs: string[];
/** The brand BRAND names, or the default one of brands/ids.ts when it is unset or empty. */
export declare function wantedBrand(root: string, env?: Record<string, string | undefined>): string;
/** The brand a build was made for (build/brand.json), or undefined. */
export declare function builtBrand(root: string): string | undefined;
/** Why a build is needed ("no build yet", another brand, or the newest changed input), or undefined when current. */
export declare function staleBuildReason(root: string, env?: Record<string, string | undefined>): string | undefined;
