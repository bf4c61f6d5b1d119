// The public surface of @portal/domain: every business rule of the portal, pure and typed.
export {
  CHANNELS,
  FEATURE_COUNTS,
  PLAN_CODES,
  planFromCode,
  planIdentifier,
  planName,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPES,
  productPlans,
  STATION,
  STATION_COMPANY_TYPES,
  TIER_PREFIXES,
  tierOfIdentifier,
  TIERS,
  TRIAL_DAYS,
  type ChannelCode,
  type Plan,
  type Product,
  type ProductPlan,
  type ProductType,
  type Tier,
} from './plans';
export {
  LINK_CHANNELS,
  LINK_DEFAULTS,
  parseSignupPlans,
  signupLinkPath,
  signupPlanCodes,
  toggleLinkChannel,
  withSignupPlans,
  type LinkChannel,
} from './signupLink';
export {
  applyDiscounts,
  COUPON_DURATIONS,
  couponProblem,
  couponValue,
  isValidCouponCode,
  normalizeCouponCode,
  PERMANENT_COUPON_CYCLES,
  type CouponDefinition,
  type CouponProblem,
  type DiscountedCart,
  type ProductDiscount,
} from './coupons';
export {
  BILLING_STATUSES,
  BILLING_TIME_ZONE,
  chargeDisplayStatus,
  displayStatus,
  formatDigitableLine,
  isSlipLate,
  showsExpiry,
  subscriptionDisplayStatus,
  type BillingStatus,
  type ChargeStatus,
  type DisplayStatus,
} from './billing';
export {
  canTakeRole,
  isUserRole,
  officerRolesToCreate,
  QUOTA_ROLES,
  ROLE_QUOTA,
  SIGN_UP_ROLES,
  superUserCandidates,
  type RoleHolder,
  type SuperUserCandidate,
  USER_ROLES,
  type UserRole,
  withUser,
} from './users';
export {
  EXECUTION_MODULE,
  inactiveReason,
  mayBuyNow,
  type InactiveReason,
  type ModuleCard,
  type PlanChooser,
} from './home';
export {
  IMAGE_EXTENSIONS,
  IMAGE_TYPES,
  imageTypeOf,
  isAllowedImage,
  MAX_IMAGE_BYTES,
  type ImageFile,
  type ImageType,
  type ImageVerdict,
} from './images';
export {
  cardBrand,
  cnpjCharacters,
  isCardExpiryValid,
  isValidCnpj,
  isValidCpf,
  passesLuhn,
  withCnpjCheckDigits,
  type CardBrand,
} from './documents';
export {
  isCompleteCardNumber,
  isStrongPassword,
  isValidCep,
  isValidCompanyName,
  isValidCvv,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  temporaryPassword,
} from './predicates';
export {
  countries,
  DEFAULT_COUNTRY,
  type Country,
  type CountryLocale,
} from './reference/countries';
export { BRAZILIAN_STATES, type BrazilianState } from './reference/states';
export { NEIGHBORHOOD_TYPES, STREET_TYPES, type AddressType } from './reference/addressTypes';
export { expiryDay, expiryOfDay } from './contracts';
