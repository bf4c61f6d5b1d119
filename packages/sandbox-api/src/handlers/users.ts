// User management (spec §4, §6): listing, creation, roles, activation, the super user.
// Every check and the write it guards happen in one synchronous turn, so concurrent requests
// cannot both pass the role quota.
import type * as v from 'valibot';
import type * as contract from '@portal/api/contract';
import { canTakeRole, isValidEmail, isValidPersonName } from '@portal/domain';
import { handler, ok, refuse, type Caller, type Handlers } from '../context';
import type { CompanyRecord, Db, Role, UserRecord } from '../db';
import { companyUserView, findCompany, findUser, sameEmail } from '../views';
import { newUser } from '../records';

type Input<C extends { request: v.GenericSchema }> = v.InferOutput<C['request']>;

const usersOf = (db: Db, companyId: string) =>
  db.users.filter((user) => user.companyId === companyId);

/** Refuses when `role` for `user` (new when absent) would break the domain's officer quota. */
function checkQuota(db: Db, companyId: string, role: Role, user?: UserRecord) {
  if (!canTakeRole(usersOf(db, companyId), role, user?._id)) refuse(409, 'unavailable_role');
}

/** The company a caller manages: their own as super user or manager; any for an administrator. */
function managedCompany(db: Db, caller: Caller, companyId: string): CompanyRecord {
  if (caller.isAdmin) return findCompany(db, companyId);
  const { user } = caller;
  const manages =
    user.isSuperUser ||
    user.attributions.includes('superUser') ||
    user.attributions.includes('manager');
  if (companyId !== caller.company.id || !manages) refuse(403, 'unauthorized');
  return caller.company;
}

/** A user the caller may change: a user of a company they manage. */
function managedUser(db: Db, caller: Caller, id: string): UserRecord {
  const user = db.users.find((candidate) => candidate._id === id);
  // Another company's user id is answered like its company: not yours.
  if (!user) return caller.isAdmin ? findUser(db, id) : refuse(403, 'unauthorized');
  managedCompany(db, caller, user.companyId);
  return user;
}

/** A deactivated user's open sessions end with the deactivation. */
function endSessions(db: Db, user: UserRecord) {
  for (const [token, session] of Object.entries(db.sessions)) {
    if (session.userId === user._id) delete db.sessions[token];
  }
}

const companyList = (db: Db, companyId: string) => usersOf(db, companyId).map(companyUserView);

export const usersHandlers: Handlers = {
  companyUsers: handler<Input<typeof contract.companyUsers>>(({ db, caller, input }) => {
    if (!caller.isAdmin && input.companyId !== caller.company.id) refuse(403, 'unauthorized');
    return ok(companyList(db, findCompany(db, input.companyId).id));
  }),

  createUser: handler<Input<typeof contract.createUser>>(
    ({ db, caller, input, now, origin, nextId, random }) => {
      const company = managedCompany(db, caller, input.companyId ?? caller.company.id);
      const email = input.email.trim().toLowerCase();
      if (!isValidEmail(email)) refuse(400, 'invalid_email');
      if (usersOf(db, company.id).some((user) => sameEmail(user.email, email))) {
        refuse(409, 'unavailable_mail');
      }
      checkQuota(db, company.id, input.role);
      if (!isValidPersonName(input.name)) refuse(400, 'user_creation_general_error', email);

      const owner = usersOf(db, company.id).find((user) => user.isSuperUser);
      const password = `Temp@${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
      // The account's progress is its super user's: a new colleague goes straight in.
      const user = newUser({
        _id: nextId('u'),
        companyId: company.id,
        name: input.name.trim(),
        email,
        password,
        role: input.role,
        language: input.language ?? (caller.isAdmin ? 'PT' : caller.user.language),
        choosedPlan: owner?.choosedPlan ?? null,
      });
      db.users.push(user);
      db.outbox.push({
        to: email,
        subject: 'Seu acesso ao Minha Conta',
        body: `Olá, ${user.name}! ${caller.user.name} deu a você acesso a ${company.name}. Entre em ${origin}/minha-conta/login com o e-mail ${email} e a senha provisória ${password}.`,
        at: now.toISOString(),
      });
      return ok(companyUserView(user), 'user_creation_success', 201);
    },
  ),

  updateRole: handler<Input<typeof contract.updateRole>>(({ db, caller, input }) => {
    const user = managedUser(db, caller, input.id);
    if (user.active) checkQuota(db, user.companyId, input.userRole, user);
    user.role = input.userRole;
    return ok(companyUserView(user), 'update_success');
  }),

  toggleActivation: handler<Input<typeof contract.toggleActivation>>(({ db, caller, input }) => {
    const user = managedUser(db, caller, input.id);
    if (user === caller.user) refuse(400, 'cant_delete_yourself');
    if (user.active) {
      user.active = false;
      endSessions(db, user);
      return ok(companyUserView(user), 'deactivation_success');
    }
    checkQuota(db, user.companyId, user.role, user);
    user.active = true;
    return ok(companyUserView(user), 'activation_success');
  }),

  updateSuperUser: handler<Input<typeof contract.updateSuperUser>>(({ db, caller, input }) => {
    const user = managedUser(db, caller, input.id);
    if (!caller.isAdmin && !caller.user.isSuperUser) refuse(403, 'unauthorized');
    if (user === caller.user && !input.superUserValue) refuse(400, 'cant_remove_your_superUser');
    if (input.superUserValue && !user.active) refuse(400, 'general_update_error');

    const drop = (record: UserRecord) => {
      record.isSuperUser = false;
      record.attributions = record.attributions.filter((group) => group !== 'superUser');
    };
    if (!input.superUserValue) {
      drop(user);
    } else if (!user.isSuperUser) {
      // One owner per account: the status, and the account's progress, move to the new one.
      const previous = usersOf(db, user.companyId).filter((other) => other.isSuperUser);
      const from = previous[0];
      if (from) {
        user.finishedPlanChoice = from.finishedPlanChoice;
        user.choosedPlan = from.choosedPlan;
        user.finishedOnboarding = from.finishedOnboarding;
        user.finishedCheckout = from.finishedCheckout;
        user.selectedPlans = [...from.selectedPlans];
      }
      previous.forEach(drop);
      user.isSuperUser = true;
      if (!user.attributions.includes('superUser')) user.attributions.push('superUser');
    }
    return ok(companyList(db, user.companyId), 'update_success');
  }),

  editUser: handler<Input<typeof contract.editUser>>(({ db, input }) => {
    const user = findUser(db, input.id);
    const company = findCompany(db, input.company);
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) refuse(400, 'invalid_email');
    if (usersOf(db, company.id).some((other) => other !== user && sameEmail(other.email, email))) {
      refuse(409, 'unavailable_mail');
    }
    if (!isValidPersonName(input.name)) refuse(400, 'general_update_error');
    if (!input.deleted) checkQuota(db, company.id, input.role, user);

    user.name = input.name.trim();
    user.email = email;
    user.role = input.role;
    user.companyId = company.id;
    user.active = !input.deleted;
    if (input.deleted) endSessions(db, user);
    return ok(companyUserView(user), 'update_success');
  }),
};
