import type { Handlers } from '../context';
import { authHandlers } from './auth';
import { backofficeHandlers } from './backoffice';
import { billingHandlers } from './billing';
import { chargeHandlers } from './charges';
import { profileHandlers } from './profile';
import { providersHandlers } from './providers';
import { usersHandlers } from './users';

/** Every call of the contract, by id. */
export const HANDLERS: Handlers = {
  ...authHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...billingHandlers,
  ...chargeHandlers,
  ...backofficeHandlers,
  ...providersHandlers,
};
