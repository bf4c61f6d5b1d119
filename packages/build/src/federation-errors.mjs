// Production builds keep the federation runtime's error codes and their troubleshooting links
// but not the description of each code (adr-008): ./federation-error-codes.mjs takes the place
// of the descriptions module in every copy of @module-federation/error-codes.
import webpack from 'webpack';

/** The descriptions module of @module-federation/error-codes (its ES build, which webpack uses). */
export const FEDERATION_ERROR_DESCRIPTIONS =
  /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;

/** @param {string} codesOnly the path of ./federation-error-codes.mjs */
export function federationErrorCodesOnly(codesOnly) {
  return new webpack.NormalModuleReplacementPlugin(FEDERATION_ERROR_DESCRIPTIONS, codesOnly);
}
