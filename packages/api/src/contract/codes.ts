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

export type MessageCode = (typeof MESSAGE_CODES)[number];

const known: ReadonlySet<string> = new Set(MESSAGE_CODES);

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && known.has(value);
