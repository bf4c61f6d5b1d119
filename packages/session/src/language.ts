// The signed-in page's language (spec §3: the account's `language`; §9: "Languages PT (default)
// and ES (ES for light plans only)"). Its own entry (`@portal/session/language`), outside the
// shared store's, so that the shell loads it with the first session and a cold public page does
// not pay for it (ADR 008).
import type { Locale } from '@portal/contracts';
import type { SessionData } from './state';

/** The product types that are not Station 2.0 (spec §1, §3: a company's type). */
const NOT_LIGHT: ReadonlySet<string> = new Set(['stationCompany', 'empresaMae', 'supplier']);

/**
 * Whether the account is on a light plan, the plans Spanish is for: Station 2.0, type
 * `stationLight` (spec §1), which the session holds as `planType`. A `planType` that names no
 * product type (null, or a tier kept by a session stored before it carried the type) falls back
 * on `isSaas`: every self-service company is Station 2.0 (the sign-up sends `stationLight: true`).
 */
export function isLightPlan({ planType, isSaas }: Pick<SessionData, 'planType' | 'isSaas'>) {
  if (planType === 'stationLight') return true;
  if (planType !== null && NOT_LIGHT.has(planType)) return false;
  return isSaas;
}

/**
 * Whether the account may have Spanish: a light plan (spec §9), or the provider's own staff (the
 * sales group, spec §3, §6), who use the back-office and are on no customer's plan at all, so the
 * plan rule does not reach them: they keep the PT/ES choice of the public pages.
 */
export function maySpeakSpanish(
  account: Pick<SessionData, 'planType' | 'isSaas' | 'attributions'>,
): boolean {
  return isLightPlan(account) || (account.attributions?.includes('sales') ?? false);
}

export interface AccountLanguage {
  /** The language the signed-in page speaks. */
  readonly locale: Locale;
  /** Whether the frame offers the language choice (Spanish) to this account. */
  readonly offersSpanish: boolean;
}

/**
 * The signed-in page's language from the device's stored choice (`chosen`: null when the visitor
 * never chose) and the account. An account that may speak Spanish keeps the device's choice, else
 * takes the account's language; any other account speaks Portuguese and is offered no Spanish,
 * whatever the device stored (the stored choice stays, for the public pages after sign-out).
 */
export function accountLanguage(
  chosen: Locale | null,
  account: Pick<SessionData, 'planType' | 'isSaas' | 'attributions' | 'language'>,
): AccountLanguage {
  if (!maySpeakSpanish(account)) return { locale: 'pt-BR', offersSpanish: false };
  return { locale: chosen ?? (account.language === 'ES' ? 'es' : 'pt-BR'), offersSpanish: true };
}
