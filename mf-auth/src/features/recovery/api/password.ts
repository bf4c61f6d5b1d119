import { api } from '@portal/api';

/**
 * PUT /my/user/recover-password (spec §4): a recovery link by e-mail, with the same answer
 * whether the account exists or not.
 */
export async function sendRecoveryLink(input: { readonly email: string }): Promise<void> {
  await api.recoverPassword(input);
}

/**
 * PUT /my/user/update-password (spec §4): the new password of a recovery link's `token`. A
 * refusal throws, for the form to show.
 */
export async function setNewPassword(input: {
  readonly token: string;
  readonly password: string;
}): Promise<void> {
  await api.updatePassword(input);
}
