// The login form's call. Its client downloads with the first call, or earlier with `preloadApi`
// of `@portal/api` (the form's first focus or touch): the form paints without it (adr-003).
import { api, type login, type RequestOf } from '@portal/api';

/**
 * POST /auth/login (spec §7): 200 is signed in (the session); 202 means the e-mail is in several
 * companies, answered to pick one (spec 2.4). A refusal throws, for the form to show.
 */
export const logIn = (credentials: RequestOf<typeof login>) => api.login(credentials);
