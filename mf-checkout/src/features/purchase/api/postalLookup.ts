import { msg } from '@lingui/core/macro';
import { api, isApiError } from '@portal/api';
import type { AsyncRule } from '@portal/rules/form';
import type { CompanyFields } from '../model';

/** The lookup said the CEP does not exist, or it answered something else (spec §5). */
export const CEP_INVALID = msg`CEP inválido!`;
/**
 * The lookup service could not be reached: the spec's text, and the field offers to ask again
 * (`isUnreachable` tells the field which case it is in).
 */
export const CEP_UNREACHABLE = msg`CEP inválido! Não foi possível consultar o CEP agora.`;

/** The lookup answers `erro` as true or as the string "true" (spec §7). */
const saysError = (answer: object) =>
  'erro' in answer && String((answer as { erro: unknown }).erro) === 'true';

/**
 * The CEP's server rule: at exactly 8 digits the public postal lookup runs; its address fills
 * street, neighbourhood, city and state (and the country, Brazil); a newer CEP makes an older
 * answer fill nothing (the form aborts it). An unknown CEP or a lookup
 * that fails is 'CEP inválido!' (spec §5).
 */
export const lookUpCep: AsyncRule<CompanyFields> = async (value, { signal, set }) => {
  const digits = value.replace(/\D/g, '');
  try {
    const answer = await api.postalLookup({ cep: digits });
    if (saysError(answer) || !('logradouro' in answer)) return CEP_INVALID;
    if (answer.logradouro) set('street', answer.logradouro);
    if (answer.bairro) set('neighborhood', answer.bairro);
    if (answer.localidade) set('city', answer.localidade);
    if (answer.uf) set('state', answer.uf.toUpperCase());
    set('country', 'BR');
    return undefined;
  } catch (error) {
    if (signal.aborted) return undefined;
    const unreachable = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
    return unreachable ? CEP_UNREACHABLE : CEP_INVALID;
  }
};
