// New records with the defaults every way of creating one shares (seed, sign-up, back-office).
import type { CompanyRecord, UserRecord } from './db';

type Required<T, K extends keyof T> = Pick<T, K> & Partial<T>;

export const newCompany = (fields: Required<CompanyRecord, 'id' | 'name'>): CompanyRecord => ({
  fantasyName: fields.name,
  cnpj: '',
  type: 'stationLight',
  isSaas: true,
  plan: null,
  planCode: null,
  deleted: false,
  expiresAt: null,
  trialEndsAt: null,
  stateRegistration: '',
  municipalRegistration: '',
  logoUrl: null,
  address: null,
  // A new company starts in the implementation module (its code in the services list).
  currentImplementationModule: 'implementacao',
  implementationDone: false,
  motherCompanyIds: [],
  groups: [],
  billingEmail: '',
  tasksDone: [],
  ...fields,
});

/** A user who goes straight in: the account's progress flags are finished unless given. */
export const newUser = (
  fields: Required<UserRecord, '_id' | 'companyId' | 'name' | 'email' | 'role'>,
): UserRecord => ({
  phone: '',
  password: '',
  attributions: [],
  isSuperUser: false,
  active: true,
  language: 'PT',
  avatarUrl: null,
  ssoOnly: false,
  ssoAllowed: false,
  finishedPlanChoice: true,
  choosedPlan: null,
  finishedOnboarding: 'true',
  finishedCheckout: true,
  selectedPlans: [],
  ...fields,
});
