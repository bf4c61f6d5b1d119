// The contract, end to end: every call of spec §7 made by the portal's own client against the
// sandbox answers data that passes the call's response schema, and every reachable message code
// of spec §8 comes back where the spec says.
import * as v from 'valibot';
import { ApiError } from '@portal/api';
import {
  CALLS,
  MESSAGE_CODES,
  PROPOSED_CODES,
  type CallDefinition,
  type CallId,
  type MessageCode,
} from '@portal/api/contract';
import { withCnpjCheckDigits } from '@portal/domain';
import type { Sandbox } from './app';
import { DEMO_PASSWORD } from './seed';
import { chargeId, findCharge, issuePix } from './pix';
import { createSsoSession } from './sso';
import { clientFor, ORIGIN, testSandbox, tokenFor } from './test-support';

const PAID = 'super.pago@demo.com.br';
const LATE = 'super.atrasado@demo.com.br';
const TRIAL = 'super.trial@demo.com.br';
const ON_TRIAL = 'super.teste@demo.com.br';
const ADMIN = 'admin@provedor.com.br';

const userId = (sandbox: Sandbox, email: string) =>
  sandbox.db().users.find((user) => user.email === email)!._id;
const subscriptionOf = (sandbox: Sandbox, companyId: string) =>
  sandbox.db().subscriptions.find((subscription) => subscription.companyId === companyId)!
    .subscriptionId;

/** The id of the charge of the late company's subscription at `at` (0: its first, paid; -1: its last, late). */
const cerradoCharge = (sandbox: Sandbox, at: number) => {
  const subscription = sandbox
    .db()
    .subscriptions.find((candidate) => candidate.companyId === 'c-cerrado')!;
  const bill = subscription.bills.at(at)!;
  return chargeId(bill, 0);
};

/** A Pix issued for the late company's late charge, as a create would. */
const cerradoPix = (sandbox: Sandbox) => {
  const id = cerradoCharge(sandbox, -1);
  const found = findCharge(sandbox.db(), 'c-cerrado', id)!;
  return issuePix(sandbox.db(), found, id, 'pix-contrato', new Date()).pixId;
};

interface Scenario {
  /** Who calls (a demo account), or nobody for public calls. */
  readonly as?: string;
  readonly input?: (sandbox: Sandbox) => unknown;
}

/** The idempotency key of a purchase (each scenario has a sandbox of its own). */
const KEY = 'compra-0001';

const ADDRESS = {
  zipcode: '01310100',
  typeStreet: 'Avenida',
  street: 'Paulista',
  number: '1578',
  typeNeighborhood: 'Bairro',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

const SIGN_UP = {
  userName: 'Joana Prado',
  phone: '11987654321',
  role: 'co',
  companyName: 'Jacarandá Consultoria',
  email: 'joana@jacaranda.com.br',
  password: 'Segura123',
  codeMotherCompany: 'false',
  origin: 'saas',
  projectReference: 'essential_saas',
  stationLight: true,
  selectedPlans: ['esw'],
  language: 'PT',
};

/** One successful call per id of the contract. */
const SCENARIOS: Record<CallId, Scenario> = {
  login: { input: () => ({ email: PAID, password: DEMO_PASSWORD }) },
  logout: { as: PAID },
  ssoSession: {
    input: (sandbox) => {
      const db = sandbox.db();
      const user = db.users.find((candidate) => candidate.email === 'sso@demo.com.br')!;
      return { session: createSsoSession(db, user, new Date('2026-11-22T12:00:00Z')) };
    },
  },
  completeSso: {
    input: () => ({ jwt: 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl', email: 'sso@demo.com.br' }),
  },
  initiateSso: { input: () => ({ email: 'sso@demo.com.br' }) },
  companyOfEmail: { input: () => ({ email: 'co@demo.com.br' }) },
  recoverPassword: { input: () => ({ email: 'co@demo.com.br' }) },
  validateRecoveryToken: { input: (sandbox) => ({ token: recoveryToken(sandbox) }) },
  updatePassword: {
    input: (sandbox) => ({ token: recoveryToken(sandbox), password: 'NovaSenha1' }),
  },
  newSaasCompany: { input: () => SIGN_UP },
  signupLink: { as: ADMIN, input: () => ({ motherCode: 'REDESUL' }) },
  getAvatar: { as: PAID },
  updateAvatar: { as: PAID, input: () => ({ url: `${ORIGIN}/files/avatar-1` }) },
  getLogo: { as: PAID },
  updateLogo: { as: PAID, input: () => ({ url: `${ORIGIN}/files/logo-1` }) },
  getCompany: { as: PAID, input: () => ({ id: 'c-horizonte' }) },
  changePassword: {
    as: PAID,
    input: () => ({ currentPassword: DEMO_PASSWORD, newPassword: 'OutraSenha9' }),
  },
  uploadFiles: {
    as: PAID,
    input: () => ({
      files: [new File([new Uint8Array(512)], 'avatar.png', { type: 'image/png' })],
    }),
  },
  removeFile: {
    as: PAID,
    input: (sandbox) => {
      sandbox.db().files['f-test'] = {
        type: 'image/png',
        base64: 'AAAA',
        ownerId: userId(sandbox, PAID),
      };
      return { url: `${ORIGIN}/files/f-test` };
    },
  },
  services: { as: PAID },
  discount: { as: ON_TRIAL, input: () => ({ planCode: 'es', couponCode: 'BEMVINDO10' }) },
  cardToken: {
    input: () => ({
      holder_name: 'TERESA NUNES',
      registry_code: '52998224725',
      card_expiration: '12/30',
      card_number: '4111111111111111',
      card_cvv: '123',
      payment_method_code: 'credit_card',
    }),
  },
  postalLookup: { input: () => ({ cep: '01310100' }) },
  checkout: {
    as: ON_TRIAL,
    input: () => ({
      address: ADDRESS,
      planCode: 'es',
      paymentMethodCode: 'bank_slip',
      idempotencyKey: KEY,
    }),
  },
  planChoice: { as: TRIAL, input: () => ({ choosedPlan: 'trial', selectedPlans: ['es'] }) },
  finishOnboarding: { as: TRIAL, input: () => ({ userRole: 'co' }) },
  finishCheckout: { as: TRIAL, input: () => ({}) },
  subscriptions: { as: PAID, input: () => ({}) },
  createPix: {
    as: LATE,
    input: (sandbox) => ({ chargeId: cerradoCharge(sandbox, -1), idempotencyKey: 'pix-0001' }),
  },
  pix: { as: LATE, input: (sandbox) => ({ pixId: cerradoPix(sandbox) }) },
  chargeDocuments: { as: LATE, input: (sandbox) => ({ chargeId: cerradoCharge(sandbox, 0) }) },
  replaceCard: {
    as: PAID,
    input: (sandbox) => {
      sandbox.db().cardTokens['gw-novo'] = {
        lastFour: '4242',
        brand: 'visa',
        expirationMonth: 8,
        expirationYear: 2031,
      };
      return {
        subscriptionId: subscriptionOf(sandbox, 'c-horizonte'),
        token: 'gw-novo',
        idempotencyKey: 'cartao-0001',
      };
    },
  },
  billHistory: {
    as: PAID,
    input: (sandbox) => ({ subscriptionId: subscriptionOf(sandbox, 'c-horizonte') }),
  },
  updateCustomerEmail: { as: PAID, input: () => ({ newCostumerEmail: 'contas@horizonte.com.br' }) },
  cancelSubscription: {
    as: ADMIN,
    input: (sandbox) => ({ subscriptionId: subscriptionOf(sandbox, 'c-horizonte') }),
  },
  reactivateSubscription: {
    as: ADMIN,
    input: (sandbox) => ({
      subscriptionId: sandbox.db().subscriptions.find((s) => s.status === 'canceled')!
        .subscriptionId,
    }),
  },
  changePlan: { as: ON_TRIAL, input: () => ({ companyId: 'c-boreal', newPlan: 'paid' }) },
  createUser: {
    as: ON_TRIAL,
    input: () => ({ name: 'Nova Pessoa', email: 'nova@boreal.com.br', role: 'co' }),
  },
  updateRole: {
    as: ON_TRIAL,
    input: (sandbox) => ({ id: userId(sandbox, 'ceo.boreal@demo.com.br'), userRole: 'co' }),
  },
  toggleActivation: {
    as: PAID,
    input: (sandbox) => ({ id: userId(sandbox, 'colaborador1@horizonte.com.br') }),
  },
  updateSuperUser: {
    as: PAID,
    input: (sandbox) => ({ id: userId(sandbox, 'co@demo.com.br'), superUserValue: true }),
  },
  companyUsers: { as: PAID, input: () => ({ companyId: 'c-horizonte' }) },
  editUser: {
    as: ADMIN,
    input: (sandbox) => ({
      id: userId(sandbox, 'co@demo.com.br'),
      name: 'Otávio Lima',
      email: 'co@demo.com.br',
      role: 'co',
      deleted: false,
      company: 'c-horizonte',
    }),
  },
  allCompanies: { as: ADMIN, input: () => ({ page: 1, limit: 10 }) },
  controlCompany: { as: ADMIN, input: () => ({ id: 'c-horizonte' }) },
  controlCompanyUsers: { as: ADMIN, input: () => ({ id: 'c-horizonte' }) },
  companiesReport: { as: ADMIN, input: () => ({ status: 'saas' }) },
  usersReport: { as: ADMIN },
  allCodes: { as: ADMIN },
  subcompanyGroups: { as: ADMIN, input: () => ({ id: 'c-rede-sul' }) },
  companyById: { as: ADMIN, input: () => ({ companyId: 'c-horizonte' }) },
  tasksDone: { as: ADMIN, input: () => ({ id: 'c-horizonte' }) },
  updateCompany: {
    as: ADMIN,
    input: () => ({ id: 'c-f1', name: 'Ipê Amarelo Têxtil Ltda', expiresAt: null, deleted: false }),
  },
  addToMotherCompany: {
    as: ADMIN,
    input: () => ({ empresaMaeId: 'c-rede-sul', companyId: 'c-f2', groups: ['Varejo'] }),
  },
  reopenTask: { as: ADMIN, input: () => ({ id: 'c-horizonte', taskId: 't-1' }) },
  activateClient: {
    as: ADMIN,
    input: () => ({
      company: {
        name: 'Nova Rede Ltda',
        cnpj: withCnpjCheckDigits('AB12CD340001'),
        code: null,
        isIntegrityNetwork: false,
      },
      users: [
        { name: 'Fulano Tal', email: 'fulano@novarede.com.br', password: '123456', role: 'ceo-co' },
      ],
      language: 'PT',
      projectReference: 'station',
    }),
  },
  listCoupons: { as: ADMIN },
  getCoupon: { as: ADMIN, input: () => ({ id: 'cp-1' }) },
  createCoupon: {
    as: ADMIN,
    input: () => ({
      couponCode: 'NATAL20',
      validOnPlans: ['es'],
      discount: [{ productCode: 'essential', discountPercentage: 20, cycles: 2 }],
    }),
  },
  updateCoupon: { as: ADMIN, input: () => ({ id: 'cp-1', couponCode: 'BEMVINDO15' }) },
  deleteCoupon: { as: ADMIN, input: () => ({ id: 'cp-2' }) },
};

function recoveryToken(sandbox: Sandbox): string {
  const db = sandbox.db();
  const owner = db.users.find((user) => user.email === 'co@demo.com.br')!;
  const token = 'recovery-test-token';
  db.recoveryTokens[token] = {
    userId: owner._id,
    expiresAt: new Date('2026-11-22T13:00:00Z').toISOString(),
    used: false,
  };
  return token;
}

async function run(call: CallDefinition, scenario: Scenario, sandbox = testSandbox().sandbox) {
  const token = scenario.as ? tokenFor(sandbox, scenario.as) : null;
  const { client } = clientFor(sandbox, token);
  return client.call(call, (scenario.input?.(sandbox) ?? {}) as never);
}

describe('every call of spec §7', () => {
  it('has a scenario here, so none is left out', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as CallId[])(
    '%s answers what its response schema says',
    async (id) => {
      const call = CALLS[id] as CallDefinition;
      const answer = await run(call, SCENARIOS[id]);
      expect(v.safeParse(call.response, answer).issues).toBeUndefined();
    },
  );
});

// ---------------------------------------------------------------- message codes of spec §8

type Outcome = { readonly call: CallId } & Scenario;

/** A scenario per code: the call answers with that code (as an error or as its message). */
const CODES: Record<Exclude<MessageCode, (typeof UNREACHABLE)[number]>, Outcome> = {
  wrong_mail_or_password: { call: 'login', input: () => ({ email: PAID, password: 'Errada123' }) },
  cant_find_user: { call: 'login', input: () => ({ email: 'ninguem@demo.com.br', password: 'x' }) },
  no_avatar: { call: 'getAvatar', as: PAID },
  no_logo: { call: 'getLogo', as: PAID },
  company_deleted: {
    call: 'login',
    input: (sandbox) => {
      const db = sandbox.db();
      const deleted = db.companies.find((company) => company.deleted)!;
      const user = db.users.find((candidate) => candidate.companyId === deleted.id)!;
      return { email: user.email, password: DEMO_PASSWORD };
    },
  },
  unauthorized: { call: 'allCompanies', as: PAID, input: () => ({}) },
  expired_access: {
    call: 'login',
    input: () => ({ email: 'multi@demo.com.br', password: DEMO_PASSWORD, companyID: 'c-farol' }),
  },
  missing_fields: {
    call: 'checkout',
    as: ON_TRIAL,
    input: () => ({
      address: {},
      planCode: 'es',
      paymentMethodCode: 'bank_slip',
      idempotencyKey: KEY,
    }),
  },
  invalid_email: {
    call: 'newSaasCompany',
    input: () => ({ ...SIGN_UP, email: 'joana@semdominio' }),
  },
  unavailable_mail: {
    call: 'newSaasCompany',
    input: () => ({ ...SIGN_UP, email: 'co@demo.com.br' }),
  },
  invalid_phone: { call: 'newSaasCompany', input: () => ({ ...SIGN_UP, phone: '119876' }) },
  invalid_management_code: {
    call: 'newSaasCompany',
    input: () => ({ ...SIGN_UP, codeMotherCompany: 'NAOEXISTE' }),
  },
  invalid_company_name: {
    call: 'newSaasCompany',
    input: () => ({ ...SIGN_UP, companyName: '@@@' }),
  },
  saas_creation_success: { call: 'newSaasCompany', input: () => SIGN_UP },
  general_update_error: {
    call: 'updatePassword',
    input: () => ({ token: 'nao-existe', password: 'NovaSenha1' }),
  },
  update_success: {
    call: 'updateCustomerEmail',
    as: PAID,
    input: () => ({ newCostumerEmail: 'contas@horizonte.com.br' }),
  },
  general_get_error: {
    call: 'reopenTask',
    as: ADMIN,
    input: () => ({ id: 'c-horizonte', taskId: 'nao-existe' }),
  },
  get_success: { call: 'subscriptions', as: PAID, input: () => ({}) },
  cant_find_charge: {
    call: 'createPix',
    as: LATE,
    input: () => ({ chargeId: 'bill-nao-existe.1', idempotencyKey: 'pix-0001' }),
  },
  charge_already_paid: {
    call: 'createPix',
    as: LATE,
    input: (sandbox) => ({ chargeId: cerradoCharge(sandbox, 0), idempotencyKey: 'pix-0001' }),
  },
  charge_not_payable: {
    call: 'createPix',
    as: LATE,
    input: (sandbox) => {
      const id = cerradoCharge(sandbox, -1);
      findCharge(sandbox.db(), 'c-cerrado', id)!.charge.status = 'canceled';
      return { chargeId: id, idempotencyKey: 'pix-0001' };
    },
  },
  cant_find_pix: { call: 'pix', as: LATE, input: () => ({ pixId: 'pix-nao-existe' }) },
  card_refused: {
    call: 'replaceCard',
    as: PAID,
    input: (sandbox) => ({
      subscriptionId: subscriptionOf(sandbox, 'c-horizonte'),
      token: 'gw-nunca-emitido',
      idempotencyKey: 'cartao-0001',
    }),
  },
  not_card_subscription: {
    call: 'replaceCard',
    as: LATE,
    input: (sandbox) => {
      sandbox.db().cardTokens['gw-novo'] = { lastFour: '4242', brand: 'visa' };
      return {
        subscriptionId: subscriptionOf(sandbox, 'c-cerrado'),
        token: 'gw-novo',
        idempotencyKey: 'cartao-0001',
      };
    },
  },
  cant_find_subscription: {
    call: 'billHistory',
    as: PAID,
    input: () => ({ subscriptionId: 'sub-nao-existe' }),
  },
  cant_find_plan: {
    call: 'discount',
    as: ON_TRIAL,
    input: () => ({ planCode: 'zz', couponCode: 'BEMVINDO10' }),
  },
  cant_find_company: {
    call: 'login',
    input: () => ({
      email: 'multi@demo.com.br',
      password: DEMO_PASSWORD,
      companyID: 'c-horizonte',
    }),
  },
  unavailable_role: {
    call: 'createUser',
    as: PAID,
    input: () => ({ name: 'Mais Um', email: 'maisum@horizonte.com.br', role: 'co' }),
  },
  cant_delete_yourself: {
    call: 'toggleActivation',
    as: PAID,
    input: (sandbox) => ({ id: userId(sandbox, PAID) }),
  },
  deactivation_success: {
    call: 'toggleActivation',
    as: PAID,
    input: (sandbox) => ({ id: userId(sandbox, 'colaborador1@horizonte.com.br') }),
  },
  activation_success: {
    call: 'toggleActivation',
    as: PAID,
    input: (sandbox) => {
      const inactive = sandbox
        .db()
        .users.find((user) => user.companyId === 'c-horizonte' && !user.active)!;
      return { id: inactive._id };
    },
  },
  user_creation_general_error: {
    call: 'createUser',
    as: ON_TRIAL,
    input: () => ({ name: '12345', email: 'numeros@boreal.com.br', role: 'employee' }),
  },
  user_creation_success: {
    call: 'createUser',
    as: ON_TRIAL,
    input: () => ({ name: 'Nova Pessoa', email: 'nova@boreal.com.br', role: 'co' }),
  },
  cant_remove_your_superUser: {
    call: 'updateSuperUser',
    as: PAID,
    input: (sandbox) => ({ id: userId(sandbox, PAID), superUserValue: false }),
  },
  discount_success: {
    call: 'discount',
    as: ON_TRIAL,
    input: () => ({ planCode: 'es', couponCode: 'bemvindo10' }),
  },
  invalid_discount: {
    call: 'discount',
    as: ON_TRIAL,
    input: () => ({ planCode: 'ad', couponCode: 'BEMVINDO10' }),
  },
  already_has_subscription: {
    call: 'checkout',
    as: PAID,
    input: () => ({
      address: ADDRESS,
      planCode: 'adw',
      paymentMethodCode: 'bank_slip',
      idempotencyKey: KEY,
    }),
  },
  subscription_success: {
    call: 'checkout',
    as: ON_TRIAL,
    input: () => ({
      address: ADDRESS,
      planCode: 'es',
      paymentMethodCode: 'bank_slip',
      idempotencyKey: KEY,
    }),
  },
  subscription_error: {
    call: 'checkout',
    as: ON_TRIAL,
    input: () => ({
      address: ADDRESS,
      planCode: 'es',
      paymentMethodCode: 'credit_card',
      token: 'forjado',
      idempotencyKey: KEY,
    }),
  },
  domain_not_available: { call: 'initiateSso', input: () => ({ email: 'alguem@gmail.com' }) },
  email_not_found: { call: 'initiateSso', input: () => ({ email: 'ninguem@empresa.com.br' }) },
  domain_not_allowed_for_sso: { call: 'initiateSso', input: () => ({ email: 'co@demo.com.br' }) },
  only_sso_login: {
    call: 'login',
    input: () => ({ email: 'sso@demo.com.br', password: DEMO_PASSWORD }),
  },
  not_found_session: { call: 'ssoSession', input: () => ({ session: 'expirada' }) },
};

/** Codes no request can produce: they name a server failure the sandbox does not simulate. */
// pix_unavailable: the payment provider failing, which the sandbox does not simulate (a test
// forces it with `fail('createPix', 502, 'pix_unavailable')`); card_provider_unavailable
// likewise (`fail('replaceCard', 502, 'card_provider_unavailable')`).
const UNREACHABLE = [
  'saas_creation_general_error',
  'pix_unavailable',
  'card_provider_unavailable',
] as const;

describe('every message code of spec §8, and those proposed beyond it', () => {
  it('is exercised here unless it cannot be reached', () => {
    expect([...Object.keys(CODES), ...UNREACHABLE].sort()).toEqual(
      [...MESSAGE_CODES, ...PROPOSED_CODES].sort(),
    );
  });

  it.each(Object.keys(CODES) as (keyof typeof CODES)[])('%s', async (code) => {
    const { call, ...scenario } = CODES[code];
    let answered: string | undefined;
    try {
      const body = (await run(CALLS[call] as CallDefinition, scenario)) as { message?: string };
      answered = body.message;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answered = error.code;
    }
    expect(answered).toBe(code);
  });
});
