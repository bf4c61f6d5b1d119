// The provider's back-office (spec §2.8): companies, their users and tasks, reports, coupons,
// mother-company codes and sign-up links. The app lets only administrators (sales) in.
import type { Coupon, MessageCode } from '@portal/api/contract';
import {
  cnpjCharacters,
  couponProblem,
  isValidCnpj,
  isValidCompanyName,
  isValidEmail,
  normalizeCouponCode,
  tierOfIdentifier,
  type CouponProblem,
} from '@portal/domain';
import { handler, ok, done, refuse, type Handlers, type Reply } from '../context';
import type { CompanyRecord, Db, MotherCodeRecord, Role, UserRecord } from '../db';
import {
  adminCompanyView,
  companyIsActive,
  companyUserView,
  companyView,
  findCompany,
  sameEmail,
} from '../views';
import { newCompany, newUser } from '../records';
import { DAY } from '../time';

/** A client activated by sales gets a one-year contract. */
const CONTRACT_DAYS = 365;
const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

// ---------------------------------------------------------------- company filters

interface CompanyFilters {
  name?: string;
  cnpj?: string;
  status?: 'active' | 'disabled' | 'saas';
  plan?: 'essential' | 'advanced' | 'enterprise';
}

/** Lower case without accents, so 'sertao' finds 'Sertão'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function matches(db: Db, company: CompanyRecord, filters: CompanyFilters): boolean {
  const name = folded(filters.name ?? '');
  if (name && !folded(company.name).includes(name)) return false;
  const cnpj = cnpjCharacters(filters.cnpj ?? '');
  if (cnpj && !cnpjCharacters(company.cnpj).includes(cnpj)) return false;
  switch (filters.status) {
    // A SaaS account's status follows its subscription (cancelled is disabled), as the list shows.
    case 'active':
      if (!companyIsActive(db, company)) return false;
      break;
    case 'disabled':
      if (companyIsActive(db, company)) return false;
      break;
    case 'saas':
      if (!company.isSaas) return false;
      break;
  }
  return !filters.plan || company.plan === filters.plan;
}

const filtered = (db: Db, filters: CompanyFilters) =>
  db.companies
    .filter((company) => matches(db, company, filters))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

// ---------------------------------------------------------------- mother companies

const findCode = (db: Db, code: string): MotherCodeRecord | undefined =>
  db.motherCodes.find((entry) => entry.code.toUpperCase() === code.trim().toUpperCase());

const motherNames = (db: Db, company: CompanyRecord) =>
  company.motherCompanyIds
    .map((id) => db.companies.find((candidate) => candidate.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .join(', ');

// ---------------------------------------------------------------- coupons

const findCoupon = (db: Db, id: string): Coupon =>
  db.coupons.find((coupon) => coupon._id === id && !coupon.deleted) ??
  refuse(404, 'invalid_discount', 'no such coupon');

/** The code (and detail) a 400 answers for each rule of the domain's coupon definition. */
const COUPON_REFUSALS: Readonly<Record<CouponProblem, readonly [MessageCode, string]>> = {
  code: ['missing_fields', 'the code needs more than 3 characters'],
  plans: ['missing_fields', 'at least one plan'],
  'unknown-plan': ['cant_find_plan', 'unknown plan code'],
  discounts: ['invalid_discount', 'at least one product discount'],
  product: ['invalid_discount', 'each product once, and only products of the plans'],
  percentage: ['invalid_discount', 'each percentage above 0 and at most 100'],
  cycles: ['invalid_discount', 'cycles of 1 to 12 months, or 120 (permanent)'],
};

function refuseTakenCode(db: Db, code: string, except?: string) {
  if (
    db.coupons.some(
      (coupon) => !coupon.deleted && coupon.couponCode === code && coupon._id !== except,
    )
  ) {
    refuse(409, 'general_update_error', 'duplicate_code');
  }
}

// ---------------------------------------------------------------- client activation

interface ActivationInput {
  company: { name: string; cnpj: string; code?: string | null; isIntegrityNetwork: boolean };
  users: { name: string; email: string; password: string; role: Role }[];
  language: 'PT' | 'ES';
  projectReference: string;
}

// ---------------------------------------------------------------- handlers

export const backofficeHandlers: Handlers = {
  allCompanies: handler<CompanyFilters & { page?: number; limit?: number }>(({ db, input }) => {
    const page = Math.max(1, Math.floor(input.page ?? 1));
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.limit ?? PAGE_SIZE)));
    const rows = filtered(db, input);
    return ok({
      companies: rows
        .slice((page - 1) * limit, page * limit)
        .map((company) => adminCompanyView(db, company)),
      totalOnQuery: rows.length,
    });
  }),

  controlCompany: handler<{ id: string }>(({ db, input }) =>
    ok(adminCompanyView(db, findCompany(db, input.id))),
  ),

  controlCompanyUsers: handler<{ id: string }>(({ db, input }) => {
    const company = findCompany(db, input.id);
    return ok(db.users.filter((user) => user.companyId === company.id).map(companyUserView));
  }),

  companiesReport: handler<CompanyFilters>(({ db, input, caller, now }) => {
    const rows = filtered(db, input);
    db.outbox.push({
      to: caller.user.email,
      subject: 'Relatório de empresas',
      body: [
        'empresa;cnpj;status;plano',
        ...rows.map((company) =>
          [
            company.name,
            company.cnpj,
            companyIsActive(db, company) ? 'active' : 'disabled',
            company.plan ?? '',
          ].join(';'),
        ),
      ].join('\n'),
      at: now.toISOString(),
    });
    return ok({ sentTo: caller.user.email, rows: rows.length });
  }),

  usersReport: handler(({ db }) =>
    ok(
      db.users.flatMap((user) => {
        const company = db.companies.find((candidate) => candidate.id === user.companyId);
        return company
          ? [
              {
                motherCompany: motherNames(db, company),
                company: company.name,
                name: user.name,
                email: user.email,
                role: user.role,
              },
            ]
          : [];
      }),
    ),
  ),

  allCodes: handler(({ db }) =>
    ok(
      db.motherCodes.map((entry) => ({
        _id: entry._id,
        code: entry.code,
        // Populated as a reference: the mother company's id and name.
        company: { _id: entry.companyId, name: findCompany(db, entry.companyId).name },
        customGroups: entry.customGroups,
      })),
    ),
  ),

  subcompanyGroups: handler<{ id: string }>(({ db, input }) => {
    // The mother company's id or its code entry's id.
    const entry =
      db.motherCodes.find((code) => code.companyId === input.id || code._id === input.id) ??
      refuse(404, 'cant_find_company');
    return ok(entry.customGroups);
  }),

  signupLink: handler<{ motherCode: string }>(({ db, input, origin }) => {
    const entry = findCode(db, input.motherCode) ?? refuse(404, 'invalid_management_code');
    return ok(entry.signupPath === null ? {} : { link: `${origin}${entry.signupPath}` });
  }),

  companyById: handler<{ companyId: string }>(({ db, input }) =>
    ok(companyView(findCompany(db, input.companyId))),
  ),

  tasksDone: handler<{ id: string }>(({ db, input }) =>
    ok({ tasksDone: findCompany(db, input.id).tasksDone }),
  ),

  updateCompany: handler<{ id: string; name: string; expiresAt: string | null; deleted: boolean }>(
    ({ db, input }) => {
      const company = findCompany(db, input.id);
      if (!isValidCompanyName(input.name)) refuse(400, 'invalid_company_name');
      company.name = input.name;
      company.expiresAt = input.expiresAt;
      company.deleted = input.deleted;
      return ok(adminCompanyView(db, company), 'update_success');
    },
  ),

  addToMotherCompany: handler<{ empresaMaeId: string; companyId: string; groups: string[] }>(
    ({ db, input }) => {
      const mother = findCompany(db, input.empresaMaeId);
      const company = findCompany(db, input.companyId);
      const entry = db.motherCodes.find((code) => code.companyId === mother.id);
      if (mother.type !== 'empresaMae' || !entry || mother.id === company.id) {
        refuse(400, 'invalid_management_code', 'not a mother company');
      }
      const unknown = input.groups.filter((group) => !entry.customGroups.includes(group));
      if (unknown.length > 0)
        refuse(400, 'general_update_error', `unknown groups: ${unknown.join(', ')}`);
      if (!company.motherCompanyIds.includes(mother.id)) company.motherCompanyIds.push(mother.id);
      company.groups = [
        ...company.groups.filter((groups) => groups.empresaMae !== mother.id),
        ...(input.groups.length > 0 ? [{ empresaMae: mother.id, groups: input.groups }] : []),
      ];
      return ok(adminCompanyView(db, company), 'update_success');
    },
  ),

  reopenTask: handler<{ id: string; taskId: string }>(({ db, input }) => {
    const company = findCompany(db, input.id);
    const index = company.tasksDone.findIndex((task) => task._id === input.taskId);
    if (index < 0) refuse(404, 'general_get_error', 'no such done task');
    company.tasksDone.splice(index, 1);
    return ok({ tasksDone: company.tasksDone }, 'update_success');
  }),

  activateClient: handler<ActivationInput>(({ db, input, now, nextId }): Reply => {
    const failed = (message: string): Reply => ({
      status: 400,
      body: { baseCompany: { status: 400, message }, users: [] },
    });
    if (!isValidCnpj(input.company.cnpj)) return failed('Por favor, insira um CNPJ válido');
    const mother = input.company.isIntegrityNetwork
      ? findCode(db, input.company.code ?? '')
      : undefined;
    if (input.company.isIntegrityNetwork && !mother) return failed('invalid_management_code');

    const companyId = nextId('c');
    const company = newCompany({
      id: companyId,
      name: input.company.name,
      cnpj: cnpjCharacters(input.company.cnpj),
      type: 'stationCompany',
      isSaas: false,
      plan: tierOfIdentifier(input.projectReference),
      expiresAt: new Date(now.getTime() + CONTRACT_DAYS * DAY).toISOString(),
      motherCompanyIds: mother ? [mother.companyId] : [],
      billingEmail: input.users[0]!.email,
    });
    db.companies.push(company);

    let owner: UserRecord | null = null;
    const users = input.users.map(({ name, email, password, role }) => {
      if (!isValidEmail(email, { maxTld: 10 }))
        return { status: 400, message: 'invalid_email', email };
      if (db.users.some((user) => sameEmail(user.email, email))) {
        return { status: 409, message: 'unavailable_mail', email };
      }
      const user = newUser({
        _id: nextId('u'),
        companyId,
        name,
        email: email.trim().toLowerCase(),
        password,
        role,
        // The first user owns the account (a manager, outside SaaS).
        attributions: owner ? [] : ['manager'],
        isSuperUser: !owner,
        language: input.language,
      });
      owner ??= user;
      db.users.push(user);
      db.outbox.push({
        to: user.email,
        subject: 'Seu acesso ao Minha Conta',
        body: `Olá, ${name}. Sua senha temporária é ${password}.`,
        at: now.toISOString(),
      });
      return { status: 201, message: 'user_creation_success', email: user.email };
    });

    return {
      status: users.every((result) => result.status < 300) ? 201 : 207,
      body: {
        baseCompany: { status: 201, message: 'saas_creation_success', companyId },
        users,
      },
    };
  }),

  listCoupons: handler(({ db }) => ok(db.coupons.filter((coupon) => !coupon.deleted))),

  getCoupon: handler<{ id: string }>(({ db, input }) => ok(findCoupon(db, input.id))),

  createCoupon: handler<Pick<Coupon, 'couponCode' | 'validOnPlans' | 'discount'>>(
    ({ db, input, nextId }) => {
      const couponCode = normalizeCouponCode(input.couponCode);
      refuseTakenCode(db, couponCode);
      const validOnPlans = [...new Set(input.validOnPlans)];
      const problem = couponProblem({ couponCode, validOnPlans, discount: input.discount });
      if (problem) refuse(400, ...COUPON_REFUSALS[problem]);
      const coupon: Coupon = {
        _id: nextId('cp'),
        couponCode,
        validOnPlans,
        discount: input.discount,
        deleted: false,
      };
      db.coupons.push(coupon);
      return ok(coupon, 'update_success', 201);
    },
  ),

  updateCoupon: handler<{ id: string; couponCode: string }>(({ db, input }) => {
    const coupon = findCoupon(db, input.id);
    const couponCode = normalizeCouponCode(input.couponCode);
    refuseTakenCode(db, couponCode, coupon._id);
    coupon.couponCode = couponCode;
    return ok(coupon, 'update_success');
  }),

  deleteCoupon: handler<{ id: string }>(({ db, input }) => {
    findCoupon(db, input.id).deleted = true;
    return done('update_success');
  }),
};
