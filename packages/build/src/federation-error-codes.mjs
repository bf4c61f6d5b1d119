// What a production build ships instead of @module-federation/error-codes' descriptions
// (adr-008): the federation runtime's messages keep their code and their link to the
// troubleshooting page that explains it, as React's production errors keep a code and a link,
// and leave the English sentence of each code out (about 1.2 KB gzip on a cold /login: the
// shell's runtime and every remoteEntry.js carry the table).
// The runtime only ever reads `runtimeDescMap[code]`; the other tables are exported because
// the package's index re-exports them.

const described = new Proxy(
  {},
  { get: (_table, code) => (typeof code === 'string' ? `Module Federation ${code}` : undefined) },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
