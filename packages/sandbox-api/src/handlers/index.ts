import type { Handlers } from '../context';
import { authHandlers } from './auth';
import { backofficeHandlers } from './backoffice';
import { billingHandlers } from './billing';
import { pixHandlers } from './pix';
import { profileHandlers } from './profile';
import { providersHandlers } from './providers';
import { usersHandlers } from './users';

/** Every call of the contract, by id. */
export const HANDLERS: Handlers = {
  ...authHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...billingHandlers,
  ...pixHandlers,
  ...backofficeHandlers,
  ...providersHandlers,
};
