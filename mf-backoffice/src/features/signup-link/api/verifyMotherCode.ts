import { msg } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import type { AsyncRule } from '@portal/rules/form';

/**
 * The check could not reach the server (no connection, a timeout): the code may well be valid,
 * so the field offers to ask again instead of calling it invalid.
 */
export const CODE_UNCHECKED = msg`Não foi possível verificar o código agora.`;

/** GET /management/{motherCode}: the code's answer, kept per account and code. */
const networkQuery = (accountKey: readonly unknown[], motherCode: string) => ({
  queryKey: [...accountKey, 'mother-code', motherCode],
  queryFn: async () => (await api.signupLink({ motherCode })).payload,
});

/**
 * The sign-up link the management service keeps for a verified code (spec §7, `payload.link`),
 * read from the answer the code's check already holds; undefined when it keeps none, while the
 * answer is on its way, or with no code (null).
 */
export function useNetworkLink(motherCode: string | null): string | undefined {
  const accountKey = useAccountKey();
  const answer = useQuery({
    ...networkQuery(accountKey, motherCode ?? ''),
    enabled: motherCode !== null,
  });
  return motherCode === null ? undefined : answer.data?.link;
}

/**
 * The mother-company code's server rule: GET /management/{motherCode} (spec §7) answers for a
 * code the management service knows, and refuses an unknown one with `invalid_management_code`,
 * whose text ('Código da Rede de Integridade inválido.') lands on the field. A code once
 * verified is kept in this remote's cache, so switching back and forth does not ask again.
 * An empty value (no network chosen) is not asked about.
 */
export function useVerifyMotherCode<TValues>(): AsyncRule<TValues> {
  const client = useQueryClient();
  const accountKey = useAccountKey();
  return async (value, { signal }) => {
    const motherCode = value.trim();
    if (motherCode === '') return undefined;
    try {
      await client.fetchQuery(networkQuery(accountKey, motherCode));
      return undefined;
    } catch (error) {
      if (signal.aborted) return undefined;
      return isApiError(error) && error.kind === 'backend' ? errorMessage(error) : CODE_UNCHECKED;
    }
  };
}
