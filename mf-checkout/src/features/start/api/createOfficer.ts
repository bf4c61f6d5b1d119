import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useLocale } from '@portal/i18n';

/** An officer the onboarding creates beside the super user (spec §2.6, §6). */
export interface NewOfficer {
  readonly role: 'co' | 'ceo';
  readonly name: string;
  readonly email: string;
}

/**
 * POST /super-user/createUser (spec §7): the same call as user management's, since an officer
 * made here is an ordinary company user; the welcome e-mail goes out in the language in use.
 */
export function useCreateOfficer() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (officer: NewOfficer) =>
      api.createUser({ ...officer, language: locale === 'es' ? 'ES' : 'PT' }),
  });
}
