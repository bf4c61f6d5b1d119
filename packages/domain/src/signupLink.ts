// The back-office's sign-up link generator (spec §2.8, §9) and the registration page that reads
// its `sp` parameter (spec §2.1): one mapping between the two, so a link always names plans the
// registration knows.
import { fill, pages } from '@portal/contracts';
import { PLAN_CODES, TIER_PREFIXES, type ChannelCode, type Tier } from './plans';

/**
 * The generator's channel choices: `os` (no channel, the tier alone), `sw` (web channel),
 * `sl` (web channel with link), `sl0800` (free-phone channel with psychologists and link).
 */
export const LINK_CHANNELS = ['os', 'sw', 'sl', 'sl0800'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/** What the generator starts with (spec §9): Advanced with the web channel. */
export const LINK_DEFAULTS: { readonly tier: Tier; readonly channels: readonly LinkChannel[] } = {
  tier: 'advanced',
  channels: ['sw'],
};

/**
 * Each link channel as the channel suffix of a plan code (null: the tier alone). Hence
 * `sw` → `<tier>w`, `sl` → `<tier>wl`, `sl0800` → `<tier>wl0800`, `os` → `<tier>`: the plan
 * codes of spec §9, so the registration page prices the link's plans like any other.
 */
const PLAN_SUFFIX: Readonly<Record<LinkChannel, ChannelCode | null>> = {
  os: null,
  sw: 'w',
  sl: 'wl',
  sl0800: 'wl0800',
};

/**
 * The channels after the user clicks `channel`: a chosen one is unchosen; `os` is exclusive,
 * so choosing it clears the others and choosing another clears it. Kept in LINK_CHANNELS order.
 */
export function toggleLinkChannel(
  chosen: readonly LinkChannel[],
  channel: LinkChannel,
): LinkChannel[] {
  if (chosen.includes(channel)) return chosen.filter((other) => other !== channel);
  const next = channel === 'os' ? ['os'] : [...chosen.filter((other) => other !== 'os'), channel];
  return LINK_CHANNELS.filter((candidate) => next.includes(candidate));
}

/** The plan codes a tier and its chosen link channels stand for, in LINK_CHANNELS order. */
export function signupPlanCodes(tier: Tier, channels: readonly LinkChannel[]): string[] {
  return LINK_CHANNELS.filter((channel) => channels.includes(channel)).map(
    (channel) => `${TIER_PREFIXES[tier]}${PLAN_SUFFIX[channel] ?? ''}`,
  );
}

/**
 * The registration path of a sign-up link, below the portal's base path:
 * `/login/cadastro/<sp>/<empresaMae>`, `sp` the comma-separated plan codes and `empresaMae` the
 * mother-company code or the word `false` (spec §2.1). Null while no channel is chosen: the
 * generator needs at least one (spec §5).
 */
export function signupLinkPath(
  tier: Tier,
  channels: readonly LinkChannel[],
  motherCode?: string | null,
): string | null {
  const codes = signupPlanCodes(tier, channels);
  if (codes.length === 0) return null;
  return fill(pages.signUp, { sp: codes.join(','), empresaMae: motherCode?.trim() || 'false' });
}

/** A registration address's path: what comes before `sp`, `sp`, and `/<empresaMae>` after it. */
const REGISTRATION_PATH = /^(.*\/login\/cadastro\/)[^/]*(\/[^/]+)\/?$/;

/**
 * A sign-up link the management service answered (GET /management/{motherCode}, spec §7) with
 * the generator's plans in its `sp` segment: the server says where the network's registration is
 * (origin, base path, the mother code as it keeps it), the plans are the generator's choice,
 * which that call does not carry. Null when `link` is not a registration address
 * (`…/login/cadastro/<sp>/<empresaMae>`) or no channel is chosen.
 */
export function withSignupPlans(
  link: string,
  tier: Tier,
  channels: readonly LinkChannel[],
): string | null {
  const codes = signupPlanCodes(tier, channels);
  if (codes.length === 0) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const parts = REGISTRATION_PATH.exec(url.pathname);
  if (!parts) return null;
  url.pathname = `${parts[1]}${codes.join(',')}${parts[2]}`;
  return url.href;
}

/** The known plan codes of a link's `sp` parameter, once each, in the link's order. */
export function parseSignupPlans(sp: string | null | undefined): string[] {
  const codes = (sp ?? '').split(',').map((code) => code.trim().toLowerCase());
  return [...new Set(codes.filter((code) => PLAN_CODES.includes(code)))];
}
