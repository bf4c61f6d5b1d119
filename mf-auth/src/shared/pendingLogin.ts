// Between a 202 login answer and the company picker, the credentials wait here, in memory only:
// never in the URL, history state or storage. A reload of the picker finds nothing and goes
// back to the login form.
import type { CompanyRef } from '@portal/api';

export interface PendingLogin {
  readonly email: string;
  readonly password: string;
  readonly availableCompanies: readonly CompanyRef[];
  readonly expiredCompanies: readonly CompanyRef[];
}

let pending: PendingLogin | null = null;

export function holdPendingLogin(login: PendingLogin): void {
  pending = login;
}

export function pendingLogin(): PendingLogin | null {
  return pending;
}

export function clearPendingLogin(): void {
  pending = null;
}
