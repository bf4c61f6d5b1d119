import * as v from 'valibot';

const url = v.pipe(v.string(), v.url());

const remoteNameSchema = v.picklist([
  'mf_auth',
  'mf_account',
  'mf_checkout',
  'mf_billing',
  'mf_backoffice',
]);

export const remoteConfigSchema = v.object({
  name: remoteNameSchema,
  /** Address of the remote's mf-manifest.json. */
  manifest: url,
  /** Route patterns (React Router syntax, relative to the base path) the remote serves. */
  routes: v.array(v.string()),
  /** Remotes a visitor of this one is likely to open next; fetched when the browser is idle. */
  preloadNext: v.optional(v.array(remoteNameSchema), []),
  /**
   * The page (a route path, as in `routes`) visitors of this remote most often open next: once
   * the browser is idle, the shell preloads it and renders it ahead, hidden, so opening it only
   * reveals it. Only a path without parameters.
   */
  renderNext: v.optional(v.pipe(v.string(), v.regex(/^[^:*?]+$/, 'a path without parameters'))),
});

export const runtimeConfigSchema = v.object({
  environment: v.picklist(['production', 'test', 'development']),
  platformCode: v.string(),
  partnerMode: v.boolean(),
  remotes: v.array(remoteConfigSchema),
  /** How long the shell waits for a remote before showing its fallback panel (≤ 8 s). */
  remoteTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(8000)),
  api: v.object({
    user: url,
    execution: url,
    implementation: url,
    management: url,
    cardProvider: url,
    postalLookup: url,
  }),
  featureFlags: v.record(v.string(), v.boolean()),
  errorReporting: v.object({
    sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    endpoint: v.optional(url),
    /**
     * An error tracker speaking Sentry's protocol (issue 55): read by the shell's tracking chunk
     * once the page is in (`@portal/config/tracker` has its shape), so a wrong one turns tracking
     * off with a report, never stops the portal, and its check weighs nothing on a cold page.
     */
    tracker: v.optional(v.unknown()),
  }),
  /**
   * Field speed (issue 55): the share of visits whose LCP, INP and CLS are measured, and the
   * collector they are sent to. Absent, nothing is measured or loaded.
   */
  fieldSpeed: v.optional(
    v.object({
      sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
      endpoint: url,
    }),
  ),
  /**
   * Where the versions page reads each remote release's health (issue 55, proposed: ADR 014): its
   * errors and its visits' INP and LCP p75. Absent, the page shows none.
   */
  releaseHealth: v.optional(v.object({ endpoint: url })),
  support: v.object({ phone: v.string(), email: v.pipe(v.string(), v.email()) }),
  /**
   * The origins the shell's pages are served from: a remote's static host allows them (CORS),
   * as the nginx configuration generated from this config does (`portal nginx-config`).
   */
  shellOrigins: v.optional(v.array(url)),
  /** Test environments only: exposes a route that fails on purpose, to check the error page. */
  diagnostics: v.optional(v.boolean(), false),
});

export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  constructor(readonly issues: readonly string[]) {
    super(`Invalid runtime config: ${issues.join('; ')}`);
  }
}

/** Parses an unknown JSON value into a runtime config, or throws with every problem found. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, raw);
  if (!result.success) {
    throw new RuntimeConfigError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    );
  }
  return result.output;
}

/** The platform whose visitors may register their own company (spec §2.1). */
export const MAIN_PLATFORM_CODE = 'compliance';

/** Self-service sign-up: only on the main platform, never in partner mode. */
export function allowsSelfSignUp(config: Pick<RuntimeConfig, 'platformCode' | 'partnerMode'>) {
  return config.platformCode === MAIN_PLATFORM_CODE && !config.partnerMode;
}

/**
 * The runtime config facts a prerendered page may depend on (adr-004). A remote's build does not
 * know the environment, so it renders its pages once per variant; the shell's server, which has
 * the config, picks the variant that config matches.
 */
export const PRERENDER_VARIANTS = {
  'self-sign-up': { platformCode: MAIN_PLATFORM_CODE, partnerMode: false },
  'no-self-sign-up': { platformCode: MAIN_PLATFORM_CODE, partnerMode: true },
} as const satisfies Record<string, Pick<RuntimeConfig, 'platformCode' | 'partnerMode'>>;

export type PrerenderVariant = keyof typeof PRERENDER_VARIANTS;

export function prerenderVariant(
  config: Pick<RuntimeConfig, 'platformCode' | 'partnerMode'>,
): PrerenderVariant {
  return allowsSelfSignUp(config) ? 'self-sign-up' : 'no-self-sign-up';
}
