import { api } from '@portal/api';
import type { PendingLogin } from '../../../shared/pendingLogin';

/**
 * POST /auth/login again, with the chosen company (spec 2.4): the credentials held since the
 * first call, and `companyID`. A refusal throws, for the form to show.
 */
export const logInToCompany = ({ email, password }: PendingLogin, companyID: string) =>
  api.login({ email, password, companyID });
