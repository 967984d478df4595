export declare const buildOutputs: string[];
export declare const buildInputs: string[];
/** Why a build is needed ("no build yet", or the newest changed input), or undefined when it is current. */
export declare function staleBuildReason(root: string): string | undefined;
