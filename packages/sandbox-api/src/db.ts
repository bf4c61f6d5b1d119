// The sandbox's data: plain JSON, so it can be saved to a file and read back as it was.
import type {
  AccountUser,
  BILLING_STATUSES,
  COMPANY_TYPES,
  Coupon,
  GROUPS,
  USER_ROLES,
} from '@portal/api/contract';

export type Role = (typeof USER_ROLES)[number];
export type Group = (typeof GROUPS)[number];
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export interface Progress {
  finishedPlanChoice: boolean;
  choosedPlan: 'trial' | 'paid' | null;
  finishedOnboarding: 'true' | 'false';
  finishedCheckout: boolean;
  selectedPlans: string[];
}

export interface UserRecord extends Progress {
  _id: string;
  companyId: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  role: Role;
  attributions: Group[];
  isSuperUser: boolean;
  active: boolean;
  language: AccountUser['language'];
  avatarUrl: string | null;
  /** May only sign in through single sign-on. */
  ssoOnly: boolean;
  /** The domain allows single sign-on for this account. */
  ssoAllowed: boolean;
}

export interface CompanyRecord {
  id: string;
  name: string;
  fantasyName: string;
  cnpj: string;
  type: (typeof COMPANY_TYPES)[number];
  isSaas: boolean;
  plan: string | null;
  planCode: string | null;
  deleted: boolean;
  /** Access ends here (non-SaaS contracts and trials). */
  expiresAt: string | null;
  trialEndsAt: string | null;
  stateRegistration: string;
  municipalRegistration: string;
  logoUrl: string | null;
  address: {
    zipcode: string;
    typeStreet: string;
    street: string;
    number: string;
    additionalDetails?: string;
    typeNeighborhood: string;
    neighborhood: string;
    city: string;
    state: string;
    country: string;
  } | null;
  currentImplementationModule: string | null;
  /** Implementation finished: the execution-phase module opens. */
  implementationDone: boolean;
  motherCompanyIds: string[];
  groups: { empresaMae: string; groups: string[] }[];
  billingEmail: string;
  tasksDone: { _id: string; name: string; internKey: string }[];
}

export interface ChargeRecord {
  status: BillingStatus;
  dueAt: string;
  paymentMethodCode: 'credit_card' | 'bank_slip' | 'pix';
  /** A path on the sandbox (`/slips/{billId}`), put on its origin when answered. */
  printUrl: string | null;
}

export interface BillRecord {
  id: string;
  amount: number;
  /** Like `ChargeRecord.printUrl`. */
  url: string | null;
  period: { startAt: string; endAt: string };
  charges: ChargeRecord[];
}

export interface SubscriptionRecord {
  subscriptionId: string;
  companyId: string;
  status: BillingStatus;
  planCode: string;
  paymentMethodCode: 'credit_card' | 'bank_slip' | 'pix';
  cardNumberLastFour: string | null;
  /** The card on file's brand and expiry, where the provider said them (ADR 013, proposed). */
  cardBrand?: 'visa' | 'mastercard' | null;
  cardExpirationMonth?: number | null;
  cardExpirationYear?: number | null;
  customerEmail: string;
  startAt: string;
  nextBillingAt: string | null;
  expiresAt: string | null;
  couponCode: string | null;
  bills: BillRecord[];
}

export interface MotherCodeRecord {
  _id: string;
  code: string;
  companyId: string;
  customGroups: string[];
  /**
   * The network's sign-up link as the management service keeps it: a path of the portal, put on
   * the asking page's origin when answered (GET /management/{motherCode}); null when it keeps none.
   */
  signupPath: string | null;
}

export interface Db {
  /** Bumped when the shape changes: a data file of another version is reseeded. */
  version: number;
  seededAt: string;
  sequence: number;
  users: UserRecord[];
  companies: CompanyRecord[];
  subscriptions: SubscriptionRecord[];
  coupons: Coupon[];
  motherCodes: MotherCodeRecord[];
  /** Bearer token → user id. */
  sessions: Record<string, { userId: string; expiresAt: string }>;
  /** Single-sign-on session id → user id (short-lived). */
  ssoSessions: Record<string, { userId: string; expiresAt: string }>;
  /** Recovery token → user id. */
  recoveryTokens: Record<string, { userId: string; expiresAt: string; used: boolean }>;
  /** Uploaded files by id: type and base64 content. */
  files: Record<string, { type: string; base64: string; ownerId: string }>;
  /** What the sandbox would have e-mailed (recovery links, reports, invitations). */
  outbox: { to: string; subject: string; body: string; at: string }[];
  /** Card tokens the card-provider double issued. */
  cardTokens: Record<
    string,
    {
      lastFour: string;
      brand: 'visa' | 'mastercard';
      expirationMonth?: number;
      expirationYear?: number;
    }
  >;
  /** First answers by `[call id, user id, idempotency key]` (see idempotency.ts). */
  idempotentAnswers: Record<string, IdempotentAnswer>;
  /** The Pix charges issued for charges (ADR 013, proposed; see pix.ts). */
  pix: PixRecord[];
  /** The field speed values visits sent (issue 55; see fieldSpeed.ts), oldest first. */
  fieldSpeed: FieldSampleRecord[];
  /** The events the error tracker's projects received (issue 55; see tracker.ts), oldest first. */
  trackedEvents: TrackedEventRecord[];
}

/** A field speed value as a visit sent it (fieldSpeed.ts checks it), and when it came. */
export interface FieldSampleRecord {
  readonly name: 'LCP' | 'INP' | 'CLS';
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  readonly route: string;
  readonly remote: string | null;
  readonly release: string | null;
  readonly target: string | null;
  readonly navigation: string;
  readonly visit: string;
  readonly receivedAt: string;
}

/** An event as a project received it: Sentry's event payload, and when and with which key. */
export interface TrackedEventRecord {
  readonly project: string;
  readonly key: string;
  readonly receivedAt: string;
  readonly event: Readonly<Record<string, unknown>> & {
    readonly event_id?: string;
    readonly release?: string;
    readonly tags?: Readonly<Record<string, string>>;
  };
}

export interface PixRecord {
  pixId: string;
  /** The charge it pays (`chargeId` of pix.ts). */
  chargeId: string;
  companyId: string;
  amount: number;
  brCode: string;
  createdAt: string;
  expiresAt: string;
  /** `pending` until paid or expired (an expiry is also read from `expiresAt`). */
  status: 'pending' | 'paid' | 'expired';
  paidAt: string | null;
}

export interface IdempotentAnswer {
  /** The request it answered, as a stable text without the key. */
  request: string;
  status: number;
  /** The body as JSON text, so it comes back as it was sent. */
  body: string;
  at: string;
}

export const DB_VERSION = 6;
