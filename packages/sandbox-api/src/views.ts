// Records → the shapes of the contract. Handlers answer only through these.
import type {
  AccountUser,
  AdminCompany,
  Company,
  CompanyUser,
  Subscription,
} from '@portal/api/contract';
import { isCompanyActive, planFromCode } from '@portal/domain';
import type { CompanyRecord, Db, SubscriptionRecord, UserRecord } from './db';
import { refuse } from './context';
import { planLabel } from './seed';

const LIVE: ReadonlySet<string> = new Set(['active', 'paid', 'processing', 'waiting_confirmation']);

/** A company may use the product: a live subscription or a running trial. */
export function hasValidSubscription(db: Db, company: CompanyRecord, now: Date): boolean {
  if (company.trialEndsAt && new Date(company.trialEndsAt) > now) return true;
  return db.subscriptions.some(
    (subscription) => subscription.companyId === company.id && LIVE.has(subscription.status),
  );
}

export function progressView(db: Db, user: UserRecord, company: CompanyRecord, now: Date) {
  return {
    finishedPlanChoice: user.finishedPlanChoice,
    choosedPlan: user.choosedPlan,
    finishedOnboarding: user.finishedOnboarding,
    finishedCheckout: user.finishedCheckout,
    validSubscription: hasValidSubscription(db, company, now)
      ? ('true' as const)
      : ('false' as const),
  };
}

export function accountUserView(
  db: Db,
  user: UserRecord,
  company: CompanyRecord,
  now: Date,
): AccountUser {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    userRole: user.role,
    attributions: user.attributions,
    isSuperUser: user.isSuperUser,
    isSaas: company.isSaas,
    ...progressView(db, user, company, now),
    selectedPlans: user.selectedPlans,
    // The product type (spec §1, §3): light plans (Station 2.0, stationLight) may speak Spanish (§9).
    planType: company.type,
    profile: user.role,
    language: user.language,
    avatarUrl: user.avatarUrl,
  };
}

export const companyUserView = (user: UserRecord): CompanyUser => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
  deleted: !user.active,
  isSuperUser: user.isSuperUser,
  attributions: user.attributions,
});

export const companyView = (company: CompanyRecord): Company => ({
  id: company.id,
  name: company.name,
  fantasyName: company.fantasyName,
  cnpj: company.cnpj,
  stateRegistration: company.stateRegistration,
  municipalRegistration: company.municipalRegistration,
  logoUrl: company.logoUrl,
  address: company.address,
  currentImplementationModule: company.currentImplementationModule,
});

const subscriptionsOf = (db: Db, company: CompanyRecord) =>
  db.subscriptions.filter((candidate) => candidate.companyId === company.id);

/**
 * Whether the back-office lists a company as active (spec §4, `isCompanyActive`): a client by its
 * deleted flag, a SaaS account also by its subscription (cancelled reads as disabled). The list's
 * `active`, its status filter and the companies report all read it here.
 */
export const companyIsActive = (db: Db, company: CompanyRecord): boolean =>
  isCompanyActive(company, subscriptionsOf(db, company));

export function adminCompanyView(db: Db, company: CompanyRecord): AdminCompany {
  const subscription = subscriptionsOf(db, company)[0];
  const owner = db.users.find(
    (candidate) => candidate.companyId === company.id && candidate.isSuperUser,
  );
  return {
    id: company.id,
    name: company.name,
    isSaas: company.isSaas,
    type: company.type,
    plan: company.plan,
    active: companyIsActive(db, company),
    cnpj: company.cnpj,
    expiresAt: company.expiresAt,
    saas: company.isSaas
      ? {
          isSaas: true,
          subscriptionExpiration: subscription?.expiresAt ?? company.trialEndsAt,
          choosedPlan: owner?.choosedPlan ?? null,
        }
      : null,
    currentImplementationModule: company.currentImplementationModule,
    groups: company.groups,
    motherCompanies: company.motherCompanyIds.flatMap((id) => {
      const mother = db.companies.find((candidate) => candidate.id === id);
      return mother ? [{ name: mother.name }] : [];
    }),
  };
}

export function subscriptionView(subscription: SubscriptionRecord): Subscription {
  const plan = planFromCode(subscription.planCode);
  return {
    subscriptionId: subscription.subscriptionId,
    companyId: subscription.companyId,
    status: subscription.status,
    planCode: subscription.planCode,
    planName: planLabel(subscription.planCode),
    productItems: (plan?.products ?? []).map((product) => ({
      productCode: product.code,
      productName: product.name,
      price: product.price,
    })),
    customer: { customerEmail: subscription.customerEmail },
    paymentProfile: subscription.cardNumberLastFour
      ? {
          cardNumberLastFour: subscription.cardNumberLastFour,
          brand: subscription.cardBrand ?? null,
          expirationMonth: subscription.cardExpirationMonth ?? null,
          expirationYear: subscription.cardExpirationYear ?? null,
        }
      : null,
    paymentMethodCode: subscription.paymentMethodCode,
    nextBillingAt: subscription.nextBillingAt,
    startAt: subscription.startAt,
    expiresAt: subscription.expiresAt,
  };
}

// ---- look-ups that refuse with the spec's codes

export function findCompany(db: Db, id: string): CompanyRecord {
  return db.companies.find((company) => company.id === id) ?? refuse(404, 'cant_find_company');
}

export function findUser(db: Db, id: string): UserRecord {
  return db.users.find((user) => user._id === id) ?? refuse(404, 'cant_find_user');
}

export function findSubscription(db: Db, id: string): SubscriptionRecord {
  return (
    db.subscriptions.find((subscription) => subscription.subscriptionId === id) ??
    refuse(404, 'cant_find_subscription')
  );
}

export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
