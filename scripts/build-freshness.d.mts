/** A brand's page build, relative to the project root: build/<id>. */
export declare function brandBuildFolder(brand: string): string;
/** Files a brand's build writes: both must exist and be newer than every input. */
export declare function buildOutputs(brand: string): string[];
export declare const buildInputs: string[];
/** The brand BRAND names, or the default one of brands/ids.ts when it is unset or empty. */
export declare function wantedBrand(root: string, env?: Record<string, string | undefined>): string;
/** The brands in the repository: the folders of brands/ that hold a brand.ts. */
export declare function brandsInRepository(root: string): string[];
/** Why the build of the brand BRAND names is needed (none yet, or the newest changed input), or undefined. */
export declare function staleBuildReason(root: string, env?: Record<string, string | undefined>): string | undefined;
