import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';

/** POST /my/user/password (spec §7): a wrong current password is refused with wrong_mail_or_password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: { readonly currentPassword: string; readonly newPassword: string }) =>
      api.changePassword(passwords),
  });
}
