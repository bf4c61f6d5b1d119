// POST /super-user/createUser (spec §7) as every remote calls it: user management, the
// back-office's users modal and the onboarding's officers.
import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import { withUser } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { api } from './client/lazyApi';
import type { CompanyUser, RequestOf, createUser } from './contract';
import { apiLanguage } from './language';
import { checkNewUser } from './newUserCheck';

/** Who is created: the welcome e-mail's language is the page's, added by the call. */
export type NewUser = Required<Pick<RequestOf<typeof createUser>, 'name' | 'email' | 'role'>>;

export interface CreateUserOptions {
  /** The company the user joins; the signed-in one when left out (the back-office names one). */
  readonly companyId?: string;
  /** The cached list of the company's users: the new user joins it at once, then it is read again. */
  readonly usersKey?: QueryKey;
  /** Names the call while it runs (`useIsMutating`: a dialog that waits for its company's saves). */
  readonly mutationKey?: MutationKey;
}

/**
 * Creates a company user; the welcome e-mail goes out in the language in use. A name or e-mail that
 * fails the stricter check is refused with `InvalidNameOrEmail` without a call.
 */
export function useCreateUser({ companyId, usersKey, mutationKey }: CreateUserOptions = {}) {
  const client = useQueryClient();
  const language = apiLanguage(useLocale());
  return useMutation({
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn: async (user: NewUser) => {
      // Refused before the call (spec §5): nothing reaches the server.
      checkNewUser(user);
      return api.createUser({ ...user, language, ...(companyId ? { companyId } : {}) });
    },
    onSuccess: ({ payload }) => {
      if (!usersKey) return;
      client.setQueryData<readonly CompanyUser[]>(
        usersKey,
        (users) => users && withUser(users, payload),
      );
      void client.invalidateQueries({ queryKey: usersKey });
    },
  });
}

export type CreateUser = ReturnType<typeof useCreateUser>;
