// The public surface of @portal/rules: field schemas, masks, the texts of their messages, and the
// roles' names and descriptions, the products' and plans' names.
export {
  backofficePersonName,
  backofficeRequired,
  billingEmail,
  cardExpiry,
  cardNumber,
  cep,
  cnpj,
  companyUserSchema,
  confirmation,
  couponCode,
  cvv,
  dropdown,
  email,
  holderName,
  holderTaxId,
  imageFile,
  maxLength,
  minLength,
  numeric,
  officerName,
  optionalPassword,
  password,
  passwordChange,
  paymentMethod,
  personName,
  phone,
  registration,
  required,
  stepComplete,
  userRoleChoice,
} from './fields';
export {
  maskCardNumber,
  maskCep,
  maskCnpj,
  maskCouponCode,
  maskCpf,
  maskCvv,
  maskExpiry,
  maskHolderName,
  maskHolderTaxId,
  maskPhone,
  MASK_INPUT,
  unmask,
  type MaskAutoComplete,
  type MaskInput,
  type MaskName,
} from './masks';
export {
  fieldErrors,
  isRuleMessageKey,
  ruleMessage,
  RULE_MESSAGE_KEYS,
  type FixedRuleMessageKey,
  type RuleMessageKey,
} from './messages';
export { loadRulesMessages } from './messages-loader';
export { CHANNEL_LABELS, planLabel, productLabel } from './products';
export { ROLE_DESCRIPTIONS, ROLE_LABELS, roleOptions, type RoleOption } from './roles';
// The card brand comes from the domain (spec §5 ranges); re-exported so a card form needs one import.
export { cardBrand, type CardBrand } from '@portal/domain';
