// Sign-in, single sign-on, password recovery and self-service sign-up (spec §3, §4, §7).
import type * as v from 'valibot';
import type * as contract from '@portal/api/contract';
import {
  isStrongPassword,
  isValidCompanyName,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  TRIAL_DAYS,
} from '@portal/domain';
import { done, handler, ok, refuse, type Handlers, type Reply } from '../context';
import type { CompanyRecord, Db, UserRecord } from '../db';
import { createSession, createSsoSession } from '../sso';
import { accountUserView, findCompany, sameEmail } from '../views';
import { daysAfter, HOUR } from '../time';
import { newCompany, newUser } from '../records';

type Input<C extends { request: v.GenericSchema }> = v.InferOutput<C['request']>;

const RECOVERY_TOKEN_HOURS = 1;

/** Mail providers anyone can sign up to: no company domain, so no single sign-on. */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'icloud.com',
  'me.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'protonmail.com',
  'proton.me',
]);

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

const recordsOf = (db: Db, email: string) =>
  db.users.filter((user) => sameEmail(user.email, email));

/** A non-SaaS contract whose access date has passed. */
const isExpired = (company: CompanyRecord, now: Date) =>
  !company.isSaas && company.expiresAt !== null && new Date(company.expiresAt) <= now;

/** The checks every way into the portal makes, then a bearer token. */
function signIn(db: Db, user: UserRecord, now: Date) {
  const company = findCompany(db, user.companyId);
  if (company.deleted) refuse(403, 'company_deleted');
  if (!user.active) refuse(403, 'unauthorized');
  if (isExpired(company, now)) refuse(403, 'expired_access');
  return {
    token: createSession(db, user, now),
    user: accountUserView(db, user, company, now),
    company: { id: company.id, name: company.name },
  };
}

/**
 * A demo account signed in without the login call (stories and page tests that start signed
 * in): the same checks and the same answer as a login into `companyId` (default: its first).
 */
export function signInDirectly(db: Db, email: string, now: Date, companyId?: string) {
  const records = recordsOf(db, email);
  const user = records.find((record) => !companyId || record.companyId === companyId);
  if (!user) throw new Error(`no account ${email}${companyId ? ` in ${companyId}` : ''}`);
  return signIn(db, user, now);
}

const secret = () => crypto.randomUUID().replaceAll('-', '');

function login({ db, input, now }: { db: Db; input: Input<typeof contract.login>; now: Date }) {
  const records = recordsOf(db, input.email);
  if (records.length === 0) refuse(404, 'cant_find_user');
  if (records.some((record) => record.ssoOnly)) refuse(403, 'only_sso_login');

  let record: UserRecord;
  if (input.companyID !== undefined) {
    record =
      records.find((candidate) => candidate.companyId === input.companyID) ??
      refuse(404, 'cant_find_company');
    if (record.password !== input.password) refuse(400, 'wrong_mail_or_password');
  } else {
    const matching = records.filter((candidate) => candidate.password === input.password);
    if (matching.length === 0) refuse(400, 'wrong_mail_or_password');
    if (matching.length > 1) {
      // Several companies: the portal opens its picker and calls again with companyID.
      const companies = matching
        .map((candidate) => db.companies.find((company) => company.id === candidate.companyId))
        .filter((company): company is CompanyRecord => !!company && !company.deleted);
      const ref = ({ id, name }: CompanyRecord) => ({ id, name });
      return {
        status: 202,
        body: {
          success: true,
          status: 202,
          message: 'get_success',
          payload: {
            availableCompanies: companies.filter((company) => !isExpired(company, now)).map(ref),
            expiredCompanies: companies.filter((company) => isExpired(company, now)).map(ref),
          },
        },
      };
    }
    record = matching[0]!;
  }

  const signedIn = signIn(db, record, now);
  return {
    status: 200,
    body: {
      success: true,
      status: 200,
      message: 'get_success',
      company: { id: signedIn.company.id },
      payload: signedIn,
    },
  };
}

/** The account that may use single sign-on with this e-mail, or the spec's refusal. */
function ssoAccount(db: Db, email: string): UserRecord {
  const records = recordsOf(db, email);
  if (records.length === 0) refuse(404, 'email_not_found');
  return records.find((record) => record.ssoAllowed) ?? refuse(400, 'domain_not_allowed_for_sso');
}

function newSaasCompany({
  db,
  input,
  now,
  nextId,
}: {
  db: Db;
  input: Input<typeof contract.newSaasCompany>;
  now: Date;
  nextId: (prefix: string) => string;
}): Reply {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email, { maxTld: 10 })) refuse(400, 'invalid_email');
  if (recordsOf(db, email).length > 0) refuse(409, 'unavailable_mail');
  if (!isValidPhone(input.phone)) refuse(400, 'invalid_phone');
  const code = input.codeMotherCompany?.trim() ?? '';
  let mother: Db['motherCodes'][number] | undefined;
  if (code !== '' && code.toLowerCase() !== 'false') {
    mother =
      db.motherCodes.find((entry) => entry.code.toLowerCase() === code.toLowerCase()) ??
      refuse(400, 'invalid_management_code');
  }
  if (!isValidCompanyName(input.companyName)) refuse(400, 'invalid_company_name');
  if (!isValidPersonName(input.userName) || !isStrongPassword(input.password)) {
    refuse(400, 'missing_fields');
  }

  const trialEndsAt = daysAfter(now, TRIAL_DAYS);
  // The tax id is asked for at checkout.
  const company = newCompany({
    id: nextId('c'),
    name: input.companyName.trim(),
    trialEndsAt,
    motherCompanyIds: mother ? [mother.companyId] : [],
    groups: mother ? [{ empresaMae: mother.companyId, groups: [] }] : [],
    billingEmail: email,
  });
  const user = newUser({
    _id: nextId('u'),
    companyId: company.id,
    name: input.userName.trim(),
    email,
    phone: input.phone,
    password: input.password,
    role: input.role,
    attributions: ['superUser'],
    isSuperUser: true,
    language: input.language,
    finishedPlanChoice: false,
    finishedOnboarding: 'false',
    finishedCheckout: false,
    selectedPlans: input.selectedPlans,
  });
  db.companies.push(company);
  db.users.push(user);
  db.outbox.push({
    to: email,
    subject: 'Bem-vindo ao Minha Conta',
    body: `Olá, ${user.name}! A conta de ${company.name} foi criada, com ${TRIAL_DAYS} dias de teste grátis até ${trialEndsAt.slice(0, 10)}.`,
    at: now.toISOString(),
  });
  const signedIn = signIn(db, user, now);
  return ok({ loginSuccess: true, ...signedIn, trialEndsAt }, 'saas_creation_success', 201);
}

export const authHandlers: Handlers = {
  login: handler<Input<typeof contract.login>>(login),

  logout: handler<Input<typeof contract.logout>>(({ db, caller }) => {
    delete db.sessions[caller.token];
    return done('update_success');
  }),

  initiateSso: handler<Input<typeof contract.initiateSso>>(({ db, input, self, origin }) => {
    if (PUBLIC_MAIL_DOMAINS.has(domainOf(input.email))) refuse(400, 'domain_not_available');
    const user = ssoAccount(db, input.email);
    const query = new URLSearchParams({
      email: user.email,
      returnTo: `${origin}/minha-conta/login/sso/`,
    });
    return ok({ redirectUrl: `${self}/idp/authorize?${query}` });
  }),

  // What an identity provider's callback does: a signed assertion for an e-mail becomes a
  // short-lived session the portal exchanges for a token.
  completeSso: handler<Input<typeof contract.completeSso>>(({ db, input, now }) => {
    if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(input.jwt)) refuse(403, 'unauthorized');
    if (PUBLIC_MAIL_DOMAINS.has(domainOf(input.email))) refuse(400, 'domain_not_available');
    const user = ssoAccount(db, input.email);
    return ok({ session: createSsoSession(db, user, now) });
  }),

  ssoSession: handler<Input<typeof contract.ssoSession>>(({ db, input, now }) => {
    const session = db.ssoSessions[input.session];
    // One use only: a session id seen in a log or a history cannot sign anyone in again.
    delete db.ssoSessions[input.session];
    if (!session || new Date(session.expiresAt) <= now) refuse(404, 'not_found_session');
    const user = db.users.find((candidate) => candidate._id === session.userId);
    if (!user) refuse(404, 'not_found_session');
    const signedIn = signIn(db, user, now);
    return ok({ ...signedIn, email: user.email, profile: user.role });
  }),

  companyOfEmail: handler<Input<typeof contract.companyOfEmail>>(({ db, input }) => {
    const [user] = recordsOf(db, input.email);
    if (!user) refuse(404, 'cant_find_user');
    return ok({ companyId: user.companyId });
  }),

  recoverPassword: handler<Input<typeof contract.recoverPassword>>(({ db, input, now, origin }) => {
    const [user] = recordsOf(db, input.email);
    if (user) {
      const token = secret();
      db.recoveryTokens[token] = {
        userId: user._id,
        expiresAt: new Date(now.getTime() + RECOVERY_TOKEN_HOURS * HOUR).toISOString(),
        used: false,
      };
      const link = `${origin}/minha-conta/login/definir-senha?token=${token}`;
      db.outbox.push({
        to: user.email,
        subject: 'Redefinição de senha',
        body: `Recebemos um pedido para redefinir a sua senha. Para criar uma nova senha, acesse ${link} (válido por ${RECOVERY_TOKEN_HOURS} hora).`,
        at: now.toISOString(),
      });
    }
    // The same answer either way: the form must not tell who has an account.
    return done('update_success');
  }),

  validateRecoveryToken: handler<Input<typeof contract.validateRecoveryToken>>(
    ({ db, input, now }) => {
      const token = db.recoveryTokens[input.token];
      if (!token || token.used) return ok({ validatedWithSuccess: false, reason: 'invalid' });
      if (new Date(token.expiresAt) <= now) {
        return ok({ validatedWithSuccess: false, reason: 'expired' });
      }
      return ok({ validatedWithSuccess: true });
    },
  ),

  updatePassword: handler<Input<typeof contract.updatePassword>>(({ db, input, now }) => {
    const token = db.recoveryTokens[input.token];
    const user = token && db.users.find((candidate) => candidate._id === token.userId);
    if (
      !token ||
      !user ||
      token.used ||
      new Date(token.expiresAt) <= now ||
      !isStrongPassword(input.password)
    ) {
      refuse(400, 'general_update_error');
    }
    token.used = true;
    // One person, one password: a user of several companies signs in to all of them with it.
    for (const record of recordsOf(db, user.email)) record.password = input.password;
    return done('update_success');
  }),

  newSaasCompany: handler<Input<typeof contract.newSaasCompany>>(newSaasCompany),
};
