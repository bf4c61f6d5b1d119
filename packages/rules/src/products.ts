// The one catalog of the products' names (spec §9), in this package's catalog, for every remote:
// plan selection and the order summary of checkout, the coupons and the sign-up link generator
// of the back-office, the plans a sign-up link chose in the sign-up wizard. The domain's names
// are Portuguese only; the reporting channels' names are translated here, the tiers' names and
// Station's are the same in both languages.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CHANNELS,
  planFromCode,
  STATION,
  TIERS,
  type ChannelCode,
  type Plan,
} from '@portal/domain';

/** How each reporting channel reads on screen. */
export const CHANNEL_LABELS: Readonly<Record<ChannelCode, MessageDescriptor>> = {
  w: msg`Canal de denúncias web`,
  wl: msg`Canal de denúncias web com link`,
  wl0800: msg`Canal 0800 com psicólogos e link`,
};

/**
 * A product's name in the active language, by its product code ('essential', 'web_channel'):
 * 'Essential', 'Canal de denúncias web'; an unknown code as it is.
 */
export function productLabel(productCode: string, i18n: I18n): string {
  const channel = (Object.keys(CHANNELS) as ChannelCode[]).find(
    (code) => CHANNELS[code].code === productCode,
  );
  if (channel) return i18n._(CHANNEL_LABELS[channel]);
  return (
    [...Object.values(TIERS), STATION].find((product) => product.code === productCode)?.name ??
    productCode
  );
}

/**
 * A plan's name in the active language, as planName of the domain but translated: 'Advanced +
 * Canal de denúncias web'. A plan code names its plan; an unknown code reads as it is.
 */
export function planLabel(plan: Plan | string, i18n: I18n): string {
  if (typeof plan === 'string') {
    const known = planFromCode(plan);
    return known ? planLabel(known, i18n) : plan;
  }
  return plan.products.map((product) => productLabel(product.code, i18n)).join(' + ');
}
