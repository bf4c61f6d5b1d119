import { api, type newSaasCompany, type RequestOf } from '@portal/api';

/**
 * POST /company/new-saas-company (spec §3, §4): the new company and its super user, signed in at once
 * when the answer says `loginSuccess`. A refusal throws, for the last step's form to show.
 */
export async function createAccount(payload: RequestOf<typeof newSaasCompany>) {
  return (await api.newSaasCompany(payload)).payload;
}
