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

/**
 * The codes of the calls proposed beyond the spec (ADR 013: Pix for a charge, the card on file), which the backend
 * does not answer yet. Their texts come with the feature that makes the call (mf-billing), not in
 * the portal's first catalog: a page without the feature loads none of them.
 */
export const PROPOSED_CODES = [
  'cant_find_charge',
  'charge_not_payable',
  'charge_already_paid',
  'pix_unavailable',
  'cant_find_pix',
  'card_refused',
  'not_card_subscription',
  'card_provider_unavailable',
] as const;

/** A code of spec §8. */
export type SpecMessageCode = (typeof MESSAGE_CODES)[number];

export type MessageCode = SpecMessageCode | (typeof PROPOSED_CODES)[number];

const known: ReadonlySet<string> = new Set([...MESSAGE_CODES, ...PROPOSED_CODES]);

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && known.has(value);
