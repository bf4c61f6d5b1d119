// The shapes the backend answers with (spec §3), shared by several calls.
import * as v from 'valibot';
import { BILLING_STATUSES, USER_ROLES } from '@portal/domain';

export const id = v.pipe(v.string(), v.minLength(1));
const text = v.string();
const isoDate = v.pipe(v.string(), v.isoTimestamp());
const stringFlag = v.picklist(['true', 'false']);

export { BILLING_STATUSES, USER_ROLES };
export const userRole = v.picklist(USER_ROLES);
export const GROUPS = ['auditor', 'investigator', 'manager', 'superUser', 'sales'] as const;
export const group = v.picklist(GROUPS);
export const language = v.picklist(['PT', 'ES']);
export const chosenPlan = v.picklist(['trial', 'paid']);
/** Pix is proposed beyond the spec (ADR 013: Pix at checkout, charges paid by Pix). */
export const PAYMENT_METHODS = ['credit_card', 'bank_slip', 'pix'] as const;
export const paymentMethod = v.picklist(PAYMENT_METHODS);

/** The brands of a card on file (ADR 013, proposed). */
export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The signed-in user as login, single sign-on and sign-up return them (spec §3, held locally). */
export const accountUser = v.object({
  id,
  name: text,
  email: text,
  phone: v.optional(text),
  userRole,
  attributions: v.nullable(v.array(group)),
  isSuperUser: v.boolean(),
  isSaas: v.boolean(),
  validSubscription: stringFlag,
  finishedPlanChoice: v.boolean(),
  choosedPlan: v.nullable(chosenPlan),
  finishedOnboarding: stringFlag,
  finishedCheckout: v.boolean(),
  selectedPlans: v.array(text),
  /**
   * The company's product type (stationLight, stationCompany, …; spec §1): light plans may speak
   * Spanish (§9, @portal/session/language). Text, as the backend may name others.
   */
  planType: v.nullable(text),
  profile: v.optional(text),
  language,
  avatarUrl: v.optional(v.nullable(text)),
});
export type AccountUser = v.InferOutput<typeof accountUser>;

export const companyRef = v.object({ id, name: text });
export type CompanyRef = v.InferOutput<typeof companyRef>;

export const signedIn = v.object({ token: id, user: accountUser, company: companyRef });
export type SignedIn = v.InferOutput<typeof signedIn>;

/** A user as user management and the back-office list them. */
export const companyUser = v.object({
  _id: id,
  name: text,
  email: text,
  role: userRole,
  active: v.boolean(),
  deleted: v.boolean(),
  isSuperUser: v.boolean(),
  attributions: v.array(group),
});
export type CompanyUser = v.InferOutput<typeof companyUser>;

export const address = v.object({
  zipcode: text,
  typeStreet: text,
  street: text,
  number: text,
  additionalDetails: v.optional(text),
  typeNeighborhood: text,
  neighborhood: text,
  city: text,
  state: text,
  country: text,
});

export const company = v.object({
  id,
  name: text,
  fantasyName: v.optional(text),
  cnpj: text,
  stateRegistration: v.optional(text),
  municipalRegistration: v.optional(text),
  logoUrl: v.nullable(text),
  address: v.nullable(address),
  /**
   * The module the company is at in its implementation (spec §3): the code of its card in the
   * services list (GET /my/services/), whose url is that module's page. Absent or null: unknown.
   */
  currentImplementationModule: v.optional(v.nullable(text)),
});
export type Company = v.InferOutput<typeof company>;

export const COMPANY_TYPES = ['stationCompany', 'stationLight', 'empresaMae', 'supplier'] as const;

/** A company as the back-office lists it (spec §3, admin list fields). */
export const adminCompany = v.object({
  id,
  name: text,
  isSaas: v.boolean(),
  type: v.picklist(COMPANY_TYPES),
  plan: v.nullable(text),
  active: v.boolean(),
  cnpj: text,
  expiresAt: v.nullable(isoDate),
  saas: v.nullable(
    v.object({
      isSaas: v.boolean(),
      subscriptionExpiration: v.nullable(isoDate),
      choosedPlan: v.nullable(chosenPlan),
    }),
  ),
  currentImplementationModule: v.nullable(text),
  groups: v.array(v.object({ empresaMae: text, groups: v.array(text) })),
  motherCompanies: v.array(v.object({ name: text })),
});
export type AdminCompany = v.InferOutput<typeof adminCompany>;

export const serviceCard = v.object({
  active: v.boolean(),
  service: v.object({
    code: text,
    shortName: text,
    description: text,
    url: text,
    imagePath: text,
  }),
});
export type ServiceCard = v.InferOutput<typeof serviceCard>;

/** Charge and subscription statuses of spec §4. */
export const billingStatus = v.picklist(BILLING_STATUSES);

export const subscription = v.object({
  subscriptionId: id,
  companyId: id,
  status: billingStatus,
  planCode: text,
  planName: text,
  productItems: v.array(v.object({ productCode: text, productName: text, price: v.number() })),
  customer: v.object({ customerEmail: text }),
  paymentProfile: v.nullable(
    v.object({
      cardNumberLastFour: text,
      /**
       * The card's brand and expiry (ADR 013, proposed: the card on file); the backend does not
       * send them yet, and sends `null` where the provider does not say.
       */
      brand: v.optional(v.nullable(v.picklist(CARD_BRANDS))),
      expirationMonth: v.optional(
        v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
      ),
      expirationYear: v.optional(
        v.nullable(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100))),
      ),
    }),
  ),
  paymentMethodCode: paymentMethod,
  nextBillingAt: v.nullable(isoDate),
  startAt: isoDate,
  expiresAt: v.nullable(isoDate),
});
export type Subscription = v.InferOutput<typeof subscription>;

/** A charge's NFS-e, once the city hall issued it (ADR 013, proposed): its number and page. */
export const nfse = v.object({ number: text, url: text, issuedAt: isoDate });

export const charge = v.object({
  /**
   * Names the charge to the calls proposed beyond the spec (ADR 013: its Pix, its documents); the
   * backend does not send it yet.
   */
  id: v.optional(id),
  /** Its NFS-e where one was issued (ADR 013, proposed); the backend does not send it yet. */
  nfse: v.optional(v.nullable(nfse)),
  status: billingStatus,
  dueAt: isoDate,
  paymentMethodCode: paymentMethod,
  printUrl: v.nullable(text),
  /** A bank slip's 47-digit digitable line (linha digitável), for paying without the document. */
  digitableLine: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{47}$/)))),
});

export const bill = v.object({
  id,
  amount: v.number(),
  url: v.nullable(text),
  period: v.object({ startAt: isoDate, endAt: isoDate }),
  charges: v.array(charge),
});

export const productDiscount = v.object({
  productCode: text,
  discountPercentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  cycles: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
});

export const coupon = v.object({
  _id: id,
  couponCode: text,
  validOnPlans: v.array(text),
  discount: v.array(productDiscount),
  deleted: v.boolean(),
});
export type Coupon = v.InferOutput<typeof coupon>;

export const doneTask = v.object({ _id: id, name: text, internKey: text });
export type DoneTask = v.InferOutput<typeof doneTask>;

export const motherCompanyCode = v.object({
  _id: id,
  code: text,
  /** The mother company itself (its `_id` is what PUT /company/add-to-mothercompany takes). */
  company: v.object({ _id: id, name: text }),
  customGroups: v.array(text),
});
export type MotherCompanyCode = v.InferOutput<typeof motherCompanyCode>;

/**
 * A charge's Pix (ADR 013, proposed): its copy-and-paste code (an EMV BR Code), the amount, until
 * when it may be paid, and whether it was.
 */
export const pixCharge = v.object({
  pixId: id,
  chargeId: id,
  status: v.picklist(['pending', 'paid', 'expired']),
  amount: v.number(),
  brCode: v.pipe(v.string(), v.minLength(20), v.maxLength(512)),
  expiresAt: isoDate,
  createdAt: isoDate,
  paidAt: v.nullable(isoDate),
});
export type PixCharge = v.InferOutput<typeof pixCharge>;

/**
 * A charge's documents (ADR 013, proposed): the receipt's data once it is paid (the portal makes
 * the PDF), the city's NFS-e where one was issued, and the slip of a paid slip.
 */
export const documentsOfCharge = v.object({
  chargeId: id,
  receipt: v.nullable(
    v.object({
      number: text,
      paidAt: isoDate,
      amount: v.number(),
      paymentMethodCode: text,
      description: text,
      company: v.object({ name: text, cnpj: text }),
      provider: v.object({ name: text, cnpj: text }),
    }),
  ),
  nfse: v.nullable(nfse),
  slipUrl: v.nullable(text),
});
export type DocumentsOfCharge = v.InferOutput<typeof documentsOfCharge>;
