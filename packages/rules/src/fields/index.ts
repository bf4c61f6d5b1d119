// Every field rule; the package's index re-exports them by name.
export {
  backofficeRequired,
  dropdown,
  maxLength,
  minLength,
  numeric,
  required,
  stepComplete,
} from './base';
export {
  backofficePersonName,
  companyUserSchema,
  confirmation,
  email,
  officerName,
  optionalPassword,
  password,
  passwordChange,
  personName,
  phone,
  userRoleChoice,
} from './account';
export { cep, cnpj, holderTaxId, registration } from './company';
export { cardExpiry, cardNumber, cvv, holderName } from './card';
export { billingEmail, couponCode, imageFile, paymentMethod } from './commerce';
