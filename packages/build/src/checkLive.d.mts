export declare const LOCALES: readonly string[];
export declare const PRERENDER_VARIANTS: readonly string[];
export declare function patternsCollide(a: string, b: string): boolean;
/** A JSON document from an address or a file; failing, the error says which. */
export declare function readJson(where: string, fetchImpl: typeof fetch): Promise<unknown>;
/** Every reason the build in `distDir` would not work with the live shell; none when it would. */
export declare function checkLive(options: {
  distDir: string;
  /** The live runtime config: a file, or the shell's runtime-config.json address. */
  configFrom: string;
  /** The live shell's folder or address (its mf-manifest.json and release.json). */
  shellFrom?: string;
  fetchImpl?: typeof fetch;
}): Promise<string[]>;
