// The texts of spec §8: one per backend message code, one per way a call can fail.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canTakeRole, isUserRole, type RoleHolder } from '@portal/domain';
import { isMessageCode, type MessageCode, type SpecMessageCode } from './contract';
import { isApiError } from './client/errors';
import { InvalidNameOrEmail } from './newUserCheck';

const GENERIC = msg`Algo deu errado. Tente novamente ou fale com o suporte.`;

// A Record, so a code added to the spec's without a text fails to compile. The codes proposed
// beyond the spec (PROPOSED_CODES) have their texts in the feature that calls (the generic here).
const BY_CODE: Readonly<Record<SpecMessageCode, MessageDescriptor>> = {
  wrong_mail_or_password: msg`E-mail ou senha incorretos.`,
  cant_find_user: msg`Usuário não encontrado.`,
  no_avatar: msg`Nenhuma foto de perfil cadastrada.`,
  no_logo: msg`Nenhum logotipo cadastrado.`,
  company_deleted: msg`Esta empresa está desativada.`,
  unauthorized: msg`Você não tem autorização para acessar este sistema.`,
  expired_access: msg`Seu acesso expirou. Entre em contato com a equipe comercial.`,
  missing_fields: msg`Dados insuficientes. Preencha todos os campos obrigatórios.`,
  invalid_email: msg`E-mail inválido.`,
  unavailable_mail: msg`Este e-mail já está cadastrado. Tente recuperar a senha.`,
  invalid_phone: msg`Informe um telefone válido, com DDD.`,
  invalid_management_code: msg`Código da Rede de Integridade inválido.`,
  invalid_company_name: msg`Nome da empresa inválido.`,
  saas_creation_success: msg`Conta criada com sucesso.`,
  saas_creation_general_error: msg`Não foi possível criar a conta. Tente novamente.`,
  general_update_error: msg`Não foi possível salvar as alterações. Tente novamente.`,
  update_success: msg`Alterações salvas com sucesso.`,
  general_get_error: msg`Não foi possível carregar os dados. Tente novamente.`,
  get_success: msg`Dados carregados com sucesso.`,
  cant_find_subscription: msg`Assinatura não encontrada.`,
  cant_find_plan: msg`Plano não encontrado.`,
  cant_find_company: msg`Empresa não encontrada.`,
  unavailable_role: msg`Todos os usuários com este perfil já foram utilizados.`,
  cant_delete_yourself: msg`Você não pode desativar o seu próprio usuário.`,
  activation_success: msg`Usuário ativado com sucesso.`,
  deactivation_success: msg`Usuário desativado com sucesso.`,
  user_creation_general_error: msg`Não foi possível criar o usuário. Tente novamente.`,
  user_creation_success: msg`Usuário criado com sucesso. Enviamos um e-mail com os dados de acesso.`,
  cant_remove_your_superUser: msg`Você não pode remover o seu próprio status de superusuário.`,
  discount_success: msg`Cupom válido.`,
  invalid_discount: msg`Cupom inexistente ou não aplicável aos planos escolhidos.`,
  already_has_subscription: msg`Esta empresa já tem uma assinatura ativa neste plano.`,
  subscription_success: msg`Assinatura realizada com sucesso.`,
  subscription_error: msg`Não foi possível concluir a assinatura.`,
  domain_not_available: msg`O domínio deste e-mail não está disponível.`,
  email_not_found: msg`E-mail não encontrado.`,
  domain_not_allowed_for_sso: msg`O domínio deste e-mail não permite login único (SSO).`,
  only_sso_login: msg`Esta conta só pode entrar com login único (SSO).`,
  not_found_session: msg`Sua sessão expirou. Entre novamente.`,
};

/** The text of a backend message code (a success code too); an unknown code gets the generic text. */
export function codeMessage(code: unknown): MessageDescriptor {
  return (isMessageCode(code) && BY_CODE[code as SpecMessageCode]) || GENERIC;
}

/** The text to show for any failure of a call; anything that is not an ApiError gets the generic text. */
export function errorMessage(error: unknown): MessageDescriptor {
  if (error instanceof InvalidNameOrEmail) return msg`Nome ou e-mail inválido.`;
  if (!isApiError(error)) return GENERIC;
  switch (error.kind) {
    case 'network':
      return msg`Sem conexão com o servidor. Verifique sua internet e tente novamente.`;
    case 'timeout':
      return msg`O servidor demorou demais para responder. Tente novamente.`;
    case 'invalid-response':
      return msg`O servidor enviou uma resposta inesperada. Tente novamente ou fale com o suporte.`;
    case 'card-rejected':
      return msg`Erro nos dados do cartão.`;
    case 'session-expired':
      return BY_CODE.not_found_session;
    case 'invalid-request':
      if (error.detail === 'too-large') return msg`A imagem deve ter no máximo 1 MB.`;
      if (error.detail === 'wrong-type') return msg`Envie uma imagem JPG, PNG ou WEBP.`;
      return BY_CODE.missing_fields;
    case 'backend': {
      // Spec §8: this failure names the e-mail it was about.
      const email = error.detail;
      if (error.code === 'user_creation_general_error' && email?.includes('@')) {
        return msg`Não foi possível criar o usuário ${email}. Tente novamente.`;
      }
      return codeMessage(error.code);
    }
  }
}

/** Which form field a refused call is about: by the backend's message code, or by the card provider's parameter. */
export interface FieldRefusalMap<TField extends string> {
  readonly codes?: Partial<Record<MessageCode, TField>>;
  /** The card provider's 422 names its parameters (`card_number`, `card_expiration`, …). */
  readonly parameters?: Readonly<Record<string, TField>>;
}

/**
 * The refusals of a failed call that belong to form fields, each with its text, for the form
 * layer's `refusals` option: `(error) => fieldRefusals(error, { codes: { unavailable_mail: 'email' } })`.
 * Undefined when the failure is not about a field (the form then calls its `onFailure`).
 */
export function fieldRefusals<TField extends string>(
  error: unknown,
  { codes = {}, parameters = {} }: FieldRefusalMap<TField>,
): Partial<Record<TField, MessageDescriptor>> | undefined {
  if (!isApiError(error)) return undefined;
  const refusals: Partial<Record<TField, MessageDescriptor>> = {};
  const byCode = error.code === 'unknown' ? undefined : codes[error.code];
  if (byCode) refusals[byCode] = errorMessage(error);
  if (error.kind === 'card-rejected') {
    for (const parameter of Object.keys(error.fieldErrors ?? {})) {
      const field = parameters[parameter];
      if (field) refusals[field] = errorMessage(error);
    }
  }
  return Object.keys(refusals).length > 0 ? refusals : undefined;
}

/**
 * The role quota of spec §6 said on a form's role field before anything is sent: the text of
 * `unavailable_role` when `role` (a Select's value) would give a third officer among `users`,
 * for the form layer's `checks`. `excludingUserId` is the user who takes the role (an edit, a role
 * change), not counted twice.
 */
export function roleQuotaRefusal(
  users: readonly RoleHolder[],
  role: string,
  excludingUserId?: string,
): { role: MessageDescriptor } | undefined {
  return isUserRole(role) && !canTakeRole(users, role, excludingUserId)
    ? { role: BY_CODE.unavailable_role }
    : undefined;
}
