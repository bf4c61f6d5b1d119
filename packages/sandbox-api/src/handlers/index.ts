import type { Handlers } from '../context';
import { authHandlers } from './auth';
import { backofficeHandlers } from './backoffice';
import { billingHandlers } from './billing';
import { profileHandlers } from './profile';
import { providersHandlers } from './providers';
import { usersHandlers } from './users';

/** Every call of the contract, by id. */
export const HANDLERS: Handlers = {
  ...authHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...billingHandlers,
  ...backofficeHandlers,
  ...providersHandlers,
};
