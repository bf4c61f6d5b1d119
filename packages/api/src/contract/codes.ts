import type { ProposedMessageCode } from './proposed';

/** The backend message codes of spec §8, in the spec's order. */
export const MESSAGE_CODES = [
  'wrong_mail_or_password',
  'cant_find_user',
  'no_avatar',
  'no_logo',
  'company_deleted',
  'unauthorized',
  'expired_access',
  'missing_fields',
  'invalid_email',
  'unavailable_mail',
  'invalid_phone',
  'invalid_management_code',
  'invalid_company_name',
  'saas_creation_success',
  'saas_creation_general_error',
  'general_update_error',
  'update_success',
  'general_get_error',
  'get_success',
  'cant_find_subscription',
  'cant_find_plan',
  'cant_find_company',
  'unavailable_role',
  'cant_delete_yourself',
  'activation_success',
  'deactivation_success',
  'user_creation_general_error',
  'user_creation_success',
  'cant_remove_your_superUser',
  'discount_success',
  'invalid_discount',
  'already_has_subscription',
  'subscription_success',
  'subscription_error',
  'domain_not_available',
  'email_not_found',
  'domain_not_allowed_for_sso',
  'only_sso_login',
  'not_found_session',
] as const;

/** A code of spec §8. */
export type SpecMessageCode = (typeof MESSAGE_CODES)[number];

/** A code of spec §8, or of a call proposed beyond it (ADR 013, `./proposed`). */
export type MessageCode = SpecMessageCode | ProposedMessageCode;

const known = new Set<string>(MESSAGE_CODES);

/**
 * Makes codes beyond spec §8 known to the client (`isMessageCode`): the proposed calls' client
 * does as it loads, so their codes (and their list) are not part of a page without them.
 */
export function knowCodes(codes: readonly string[]): void {
  for (const code of codes) known.add(code);
}

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && known.has(value);
