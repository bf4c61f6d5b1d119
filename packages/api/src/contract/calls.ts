// Every call of spec §7. Where the spec leaves a shape open ("not shown"), the shape here is
// the one the sandbox answers with; the README of this package lists those choices.
import * as v from 'valibot';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@portal/domain';
import {
  defineCall,
  envelope,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  noInput,
  outcome,
} from './define';
import {
  accountUser,
  adminCompany,
  bill,
  chosenPlan,
  company,
  companyRef,
  companyUser,
  coupon,
  doneTask,
  id,
  language,
  motherCompanyCode,
  paymentMethod,
  productDiscount,
  serviceCard,
  signedIn,
  subscription,
  userRole,
} from './entities';

const text = v.string();
const filled = v.pipe(v.string(), v.trim(), v.minLength(1));
const email = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254));
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const url = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const numericString = v.pipe(v.string(), v.regex(/^\d+$/));

// ---------------------------------------------------------------- authentication and recovery

export const login = defineCall({
  id: 'login',
  base: 'user',
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  request: v.object({ email, password, companyID: v.optional(id) }),
  response: v.variant('status', [
    v.object({
      success: v.literal(true),
      status: v.literal(200),
      message: v.optional(text),
      company: v.object({ id }),
      payload: signedIn,
    }),
    v.object({
      success: v.literal(true),
      status: v.literal(202),
      message: v.optional(text),
      payload: v.object({
        availableCompanies: v.array(companyRef),
        expiredCompanies: v.array(companyRef),
      }),
    }),
  ]),
  success: [200, 202],
});

export const logout = defineCall({
  id: 'logout',
  base: 'user',
  method: 'POST',
  path: '/auth/logout',
  access: 'user',
  request: noInput,
  response: outcome,
});

export const ssoSession = defineCall({
  id: 'ssoSession',
  base: 'user',
  method: 'GET',
  path: '/auth/sso/session/:session',
  access: 'public',
  request: v.object({ session: filled }),
  response: envelope(v.object({ ...signedIn.entries, email: text, profile: v.optional(text) })),
});

export const completeSso = defineCall({
  id: 'completeSso',
  base: 'user',
  method: 'POST',
  path: '/auth/sso',
  access: 'public',
  request: v.object({ jwt: filled, email }),
  response: envelope(v.object({ session: id })),
});

export const initiateSso = defineCall({
  id: 'initiateSso',
  base: 'user',
  method: 'POST',
  path: '/auth/initiate-sso',
  access: 'public',
  request: v.object({ email }),
  response: envelope(v.object({ redirectUrl: url })),
});

export const companyOfEmail = defineCall({
  id: 'companyOfEmail',
  base: 'user',
  method: 'GET',
  path: '/my/user/email/:email',
  access: 'public',
  request: v.object({ email }),
  response: envelope(v.object({ companyId: id })),
});

export const recoverPassword = defineCall({
  id: 'recoverPassword',
  base: 'user',
  method: 'PUT',
  path: '/my/user/recover-password',
  access: 'public',
  request: v.object({ email }),
  response: outcome,
});

export const validateRecoveryToken = defineCall({
  id: 'validateRecoveryToken',
  base: 'user',
  method: 'GET',
  path: '/my/user/validate-password-recovery-token/:token',
  access: 'public',
  request: v.object({ token: filled }),
  response: envelope(
    v.object({
      validatedWithSuccess: v.boolean(),
      /** Why a token was refused: an expired link asks for a new request. */
      reason: v.optional(v.picklist(['invalid', 'expired'])),
    }),
  ),
});

export const updatePassword = defineCall({
  id: 'updatePassword',
  base: 'user',
  method: 'PUT',
  path: '/my/user/update-password/',
  access: 'public',
  request: v.object({ token: filled, password }),
  response: outcome,
});

export const newSaasCompany = defineCall({
  id: 'newSaasCompany',
  base: 'user',
  method: 'POST',
  path: '/company/new-saas-company',
  access: 'public',
  request: v.object({
    userName: filled,
    phone: numericString,
    role: v.picklist(['co', 'cfo', 'ceo']),
    companyName: filled,
    email,
    password,
    codeMotherCompany: v.optional(v.nullable(text)),
    origin: v.literal('saas'),
    projectReference: v.literal('essential_saas'),
    stationLight: v.literal(true),
    selectedPlans: v.array(text),
    language,
  }),
  response: envelope(
    v.object({
      loginSuccess: v.boolean(),
      token: v.optional(id),
      user: v.optional(accountUser),
      company: v.object({ id, name: v.optional(text) }),
      trialEndsAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    }),
  ),
  success: [200, 201],
});

export const signupLink = defineCall({
  id: 'signupLink',
  base: 'management',
  method: 'GET',
  path: '/management/:motherCode',
  access: 'admin',
  request: v.object({ motherCode: filled }),
  // The network's sign-up link, when the management service keeps one for the code.
  response: envelope(v.object({ link: v.optional(url) })),
});

// ---------------------------------------------------------------- profile and files

export const getAvatar = defineCall({
  id: 'getAvatar',
  base: 'user',
  method: 'GET',
  path: '/my/user/avatar',
  access: 'user',
  request: noInput,
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const updateAvatar = defineCall({
  id: 'updateAvatar',
  base: 'user',
  method: 'PUT',
  path: '/my/user/update-avatar',
  access: 'user',
  request: v.object({ url: v.nullable(url) }),
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const getLogo = defineCall({
  id: 'getLogo',
  base: 'user',
  method: 'GET',
  path: '/company/logotype',
  access: 'user',
  request: noInput,
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const updateLogo = defineCall({
  id: 'updateLogo',
  base: 'user',
  method: 'PUT',
  path: '/company/update-logotype',
  access: 'user',
  request: v.object({ url: v.nullable(url) }),
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const getCompany = defineCall({
  id: 'getCompany',
  base: 'user',
  method: 'GET',
  path: '/company/:id',
  access: 'user',
  request: v.object({ id }),
  response: envelope(company),
});

export const changePassword = defineCall({
  id: 'changePassword',
  base: 'user',
  method: 'POST',
  path: '/my/user/password',
  access: 'user',
  request: v.object({ newPassword: password, currentPassword: password }),
  response: outcome,
});

// The image rule is the domain's (spec §5, §9); these names stay for the contract's readers.
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
export const UPLOAD_TYPES = IMAGE_TYPES;

export const uploadFiles = defineCall({
  id: 'uploadFiles',
  base: 'user',
  method: 'POST',
  path: '/file/upload',
  access: 'user',
  // The sandbox reads the multipart parts into this shape before validating.
  request: v.object({
    files: v.pipe(
      v.array(
        v.object({
          name: filled,
          type: v.picklist(UPLOAD_TYPES),
          size: v.pipe(v.number(), v.minValue(1), v.maxValue(MAX_UPLOAD_BYTES)),
          // The content, filled by the sandbox from the part (the client sends the part itself);
          // without it here the schema would strip the bytes before the handler sees them.
          base64: v.optional(v.string()),
        }),
      ),
      v.minLength(1),
    ),
  }),
  response: envelope(v.array(v.object({ url }))),
  multipart: true,
});

export const removeFile = defineCall({
  id: 'removeFile',
  base: 'user',
  method: 'POST',
  path: '/file/remove',
  access: 'user',
  request: v.object({ url }),
  response: outcome,
});

export const services = defineCall({
  id: 'services',
  base: 'execution',
  method: 'GET',
  path: '/my/services/',
  access: 'user',
  request: noInput,
  response: envelope(v.array(serviceCard)),
});

// ---------------------------------------------------------------- checkout, progress, billing

export const discount = defineCall({
  id: 'discount',
  base: 'user',
  method: 'GET',
  path: '/payment/discounts/:planCode/:couponCode',
  access: 'user',
  request: v.object({ planCode: filled, couponCode: filled }),
  response: envelope(v.object({ discount: v.array(productDiscount) })),
});

export const cardToken = defineCall({
  id: 'cardToken',
  base: 'cardProvider',
  method: 'POST',
  path: '/public/payment_profiles',
  access: 'public',
  request: v.object({
    holder_name: text,
    registry_code: text,
    card_expiration: text,
    card_number: text,
    card_cvv: text,
    payment_method_code: v.literal('credit_card'),
  }),
  response: v.object({
    payment_profile: v.object({
      gateway_token: id,
      card_number_last_four: v.pipe(v.string(), v.length(4)),
      payment_company: v.object({ code: v.picklist(['visa', 'mastercard']) }),
    }),
  }),
  success: [201],
});

/** The card provider's 422 body: one entry per refused field. */
export const cardErrors = v.object({
  errors: v.array(v.object({ id: text, parameter: text, message: text })),
});

export const postalLookup = defineCall({
  id: 'postalLookup',
  base: 'postalLookup',
  method: 'GET',
  path: '/ws/:cep/json/',
  access: 'public',
  request: v.object({ cep: v.pipe(v.string(), v.regex(/^\d{8}$/)) }),
  response: v.union([
    v.object({
      cep: text,
      logradouro: text,
      complemento: text,
      bairro: text,
      localidade: text,
      uf: v.pipe(v.string(), v.length(2)),
    }),
    v.object({ erro: v.literal(true) }),
  ]),
});

export const checkout = defineCall({
  id: 'checkout',
  base: 'user',
  method: 'POST',
  path: '/payment/checkout',
  access: 'user',
  request: v.object({
    address: v.record(v.string(), v.string()),
    couponCode: v.optional(v.nullable(text)),
    planCode: filled,
    paymentMethodCode: paymentMethod,
    token: v.optional(v.nullable(text)),
    /** One per purchase attempt: a repeat (after a lost answer) can never pay twice. */
    idempotencyKey,
  }),
  headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
  response: v.object({
    success: v.boolean(),
    status: v.literal(201),
    message: v.optional(text),
    payload: v.object({
      subscriptionId: id,
      bill: v.object({ charges: v.array(v.object({ printUrl: v.nullable(url) })) }),
    }),
  }),
  success: [201],
});

const progressFlags = v.object({
  finishedPlanChoice: v.boolean(),
  choosedPlan: v.nullable(chosenPlan),
  finishedOnboarding: v.picklist(['true', 'false']),
  finishedCheckout: v.boolean(),
  validSubscription: v.picklist(['true', 'false']),
});

export const planChoice = defineCall({
  id: 'planChoice',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/plan-choice',
  access: 'user',
  request: v.object({ choosedPlan: chosenPlan, selectedPlans: v.optional(v.array(text)) }),
  response: envelope(progressFlags),
});

export const finishOnboarding = defineCall({
  id: 'finishOnboarding',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/finish-onboarding',
  access: 'user',
  request: v.object({ userRole: v.optional(v.picklist(['co', 'ceo', 'ceo-co', 'cfo'])) }),
  response: envelope(progressFlags),
});

export const finishCheckout = defineCall({
  id: 'finishCheckout',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/finish-checkout',
  access: 'user',
  request: v.object({ finished: v.optional(v.boolean()) }),
  response: envelope(progressFlags),
});

export const subscriptions = defineCall({
  id: 'subscriptions',
  base: 'user',
  method: 'GET',
  path: '/payment/subscription',
  access: 'user',
  request: v.object({ companyId: v.optional(id) }),
  response: envelope(v.array(subscription)),
});

export const billHistory = defineCall({
  id: 'billHistory',
  base: 'user',
  method: 'GET',
  path: '/payment/bill-history/:subscriptionId',
  access: 'user',
  request: v.object({ subscriptionId: id }),
  response: envelope(v.array(bill)),
});

export const updateCustomerEmail = defineCall({
  id: 'updateCustomerEmail',
  base: 'user',
  method: 'PUT',
  path: '/payment/update-customer-email',
  access: 'user',
  // The field name is the backend's own spelling.
  request: v.object({ newCostumerEmail: email }),
  response: outcome,
});

export const cancelSubscription = defineCall({
  id: 'cancelSubscription',
  base: 'user',
  method: 'POST',
  path: '/payment/cancel-subscription',
  access: 'admin',
  request: v.object({ subscriptionId: id }),
  response: envelope(subscription),
});

export const reactivateSubscription = defineCall({
  id: 'reactivateSubscription',
  base: 'user',
  method: 'POST',
  path: '/payment/reactivate-subscription',
  access: 'admin',
  request: v.object({ subscriptionId: id }),
  response: envelope(subscription),
});

export const changePlan = defineCall({
  id: 'changePlan',
  base: 'user',
  method: 'PUT',
  path: '/company/change-plan/',
  access: 'user',
  request: v.object({ companyId: id, newPlan: chosenPlan }),
  response: envelope(progressFlags),
});

// ---------------------------------------------------------------- users

export const createUser = defineCall({
  id: 'createUser',
  base: 'user',
  method: 'POST',
  path: '/super-user/createUser',
  access: 'user',
  request: v.object({
    name: filled,
    email,
    role: userRole,
    companyId: v.optional(id),
    language: v.optional(language),
  }),
  response: envelope(companyUser),
  success: [200, 201],
});

export const updateRole = defineCall({
  id: 'updateRole',
  base: 'user',
  method: 'PUT',
  path: '/super-user/updateRole',
  access: 'user',
  request: v.object({ id, userRole }),
  response: envelope(companyUser),
});

export const toggleActivation = defineCall({
  id: 'toggleActivation',
  base: 'user',
  method: 'PUT',
  path: '/super-user/userActivationToggle/:id',
  access: 'user',
  request: v.object({ id }),
  response: envelope(companyUser),
});

export const updateSuperUser = defineCall({
  id: 'updateSuperUser',
  base: 'user',
  method: 'PUT',
  path: '/super-user/updateSuperUser',
  access: 'user',
  request: v.object({ id, superUserValue: v.boolean() }),
  response: envelope(v.array(companyUser)),
});

export const companyUsers = defineCall({
  id: 'companyUsers',
  base: 'user',
  method: 'GET',
  path: '/my/user/:companyId/all',
  access: 'user',
  request: v.object({ companyId: id }),
  response: envelope(v.array(companyUser)),
});

export const editUser = defineCall({
  id: 'editUser',
  base: 'user',
  method: 'PUT',
  path: '/my/user/:id/edit',
  access: 'admin',
  request: v.object({
    id,
    name: filled,
    email,
    role: userRole,
    deleted: v.boolean(),
    company: id,
  }),
  response: envelope(companyUser),
});

// ---------------------------------------------------------------- back-office

const companyFilters = {
  name: v.optional(text),
  cnpj: v.optional(text),
  status: v.optional(v.picklist(['active', 'disabled', 'saas'])),
  plan: v.optional(v.picklist(['essential', 'advanced', 'enterprise'])),
};
// Query values arrive as text.
const pageNumber = v.pipe(v.union([v.number(), numericString]), v.transform(Number));

export const allCompanies = defineCall({
  id: 'allCompanies',
  base: 'user',
  method: 'GET',
  path: '/control/all-companies',
  access: 'admin',
  request: v.object({
    page: v.optional(pageNumber),
    limit: v.optional(pageNumber),
    ...companyFilters,
  }),
  response: envelope(
    v.object({ companies: v.array(adminCompany), totalOnQuery: v.pipe(v.number(), v.integer()) }),
  ),
});

export const controlCompany = defineCall({
  id: 'controlCompany',
  base: 'user',
  method: 'GET',
  path: '/control/company/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(adminCompany),
});

export const controlCompanyUsers = defineCall({
  id: 'controlCompanyUsers',
  base: 'user',
  method: 'GET',
  path: '/control/company/users/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.array(companyUser)),
});

export const companiesReport = defineCall({
  id: 'companiesReport',
  base: 'user',
  method: 'POST',
  path: '/control/companies-report',
  access: 'admin',
  request: v.object(companyFilters),
  query: ['name', 'cnpj', 'status', 'plan'],
  response: envelope(v.object({ sentTo: text, rows: v.number() })),
});

export const usersReport = defineCall({
  id: 'usersReport',
  base: 'user',
  method: 'GET',
  path: '/control/users-report',
  access: 'admin',
  request: noInput,
  response: envelope(
    v.array(
      v.object({
        motherCompany: text,
        company: text,
        name: text,
        email: text,
        role: userRole,
      }),
    ),
  ),
});

export const allCodes = defineCall({
  id: 'allCodes',
  base: 'management',
  method: 'GET',
  path: '/management/all-codes',
  access: 'admin',
  request: noInput,
  response: envelope(v.array(motherCompanyCode)),
});

export const subcompanyGroups = defineCall({
  id: 'subcompanyGroups',
  base: 'management',
  method: 'GET',
  path: '/management/subcompany-groups/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.array(text)),
});

export const companyById = defineCall({
  id: 'companyById',
  base: 'user',
  method: 'GET',
  path: '/company',
  access: 'admin',
  request: v.object({ companyId: id }),
  response: envelope(company),
});

export const tasksDone = defineCall({
  id: 'tasksDone',
  base: 'user',
  method: 'GET',
  path: '/company/:id/with-tasks-done',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.object({ tasksDone: v.array(doneTask) })),
});

export const updateCompany = defineCall({
  id: 'updateCompany',
  base: 'user',
  method: 'PUT',
  path: '/company/:id',
  access: 'admin',
  request: v.object({
    id,
    name: filled,
    expiresAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    deleted: v.boolean(),
  }),
  response: envelope(adminCompany),
});

export const addToMotherCompany = defineCall({
  id: 'addToMotherCompany',
  base: 'user',
  method: 'PUT',
  path: '/company/add-to-mothercompany',
  access: 'admin',
  request: v.object({ empresaMaeId: id, companyId: id, groups: v.array(text) }),
  response: envelope(adminCompany),
});

export const reopenTask = defineCall({
  id: 'reopenTask',
  base: 'user',
  method: 'PUT',
  path: '/company/:id/delete-task-done/:taskId',
  access: 'admin',
  request: v.object({ id, taskId: id }),
  response: envelope(v.object({ tasksDone: v.array(doneTask) })),
});

const activationResult = v.object({
  status: v.pipe(v.number(), v.integer()),
  message: text,
});

export const activateClient = defineCall({
  id: 'activateClient',
  base: 'user',
  method: 'POST',
  path: '/company/activate-client',
  access: 'admin',
  request: v.object({
    company: v.object({
      name: filled,
      cnpj: filled,
      code: v.optional(v.nullable(text)),
      isIntegrityNetwork: v.boolean(),
    }),
    users: v.pipe(
      v.array(
        v.object({
          name: filled,
          email,
          password: v.pipe(v.string(), v.regex(/^\d{1,6}$/)),
          role: userRole,
        }),
      ),
      v.minLength(1),
    ),
    language,
    projectReference: filled,
  }),
  response: v.object({
    baseCompany: v.object({ ...activationResult.entries, companyId: v.optional(id) }),
    users: v.array(v.object({ ...activationResult.entries, email: text })),
  }),
  success: [200, 201, 207],
});

export const listCoupons = defineCall({
  id: 'listCoupons',
  base: 'user',
  method: 'GET',
  path: '/discount/',
  access: 'admin',
  request: noInput,
  response: envelope(v.array(coupon)),
});

export const getCoupon = defineCall({
  id: 'getCoupon',
  base: 'user',
  method: 'GET',
  path: '/discount/',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(coupon),
});

export const createCoupon = defineCall({
  id: 'createCoupon',
  base: 'user',
  method: 'POST',
  path: '/discount/',
  access: 'admin',
  request: v.object({
    couponCode: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40)),
    validOnPlans: v.pipe(v.array(filled), v.minLength(1)),
    discount: v.pipe(v.array(productDiscount), v.minLength(1)),
  }),
  response: envelope(coupon),
  success: [200, 201],
});

export const updateCoupon = defineCall({
  id: 'updateCoupon',
  base: 'user',
  method: 'PUT',
  path: '/discount/:id',
  access: 'admin',
  request: v.object({
    id,
    couponCode: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40)),
  }),
  response: envelope(coupon),
});

export const deleteCoupon = defineCall({
  id: 'deleteCoupon',
  base: 'user',
  method: 'DELETE',
  path: '/discount/:id',
  access: 'admin',
  request: v.object({ id }),
  response: outcome,
});
