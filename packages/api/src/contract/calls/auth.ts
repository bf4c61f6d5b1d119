// Authentication and recovery (spec §7): sign-in, single sign-on, password recovery, sign-up.
import * as v from 'valibot';
import { defineCall, envelope, noInput, outcome } from '../define';
import { accountUser, companyRef, id, language, signedIn } from '../entities';
import { text, filled, email, password, url, numericString } from './fields';

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
