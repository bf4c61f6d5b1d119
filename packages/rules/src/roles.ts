// The one catalog of the roles' names and of what each role does (spec §6), in this package's
// catalog (registered by the shell, the standalone page, and the test and story helpers), for
// every remote: the sign-up wizard's choices, user management's table and dialogs, the
// profile's access line. The role ids and their order are @portal/domain's.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserRole } from '@portal/domain';

/** How a role reads on screen. */
export const ROLE_LABELS: Readonly<Record<UserRole, MessageDescriptor>> = {
  co: msg`Compliance Officer (CO)`,
  ceo: msg`CEO`,
  'ceo-co': msg`CEO e CO`,
  cfo: msg`CFO (responsável pela compra)`,
  'i-plus': msg`i-Plus`,
  employee: msg`Colaborador`,
};

/** What choosing a role means, for the roles a person chooses for themselves or a colleague. */
export const ROLE_DESCRIPTIONS: Readonly<Partial<Record<UserRole, MessageDescriptor>>> = {
  co: msg`Executa as tarefas do programa de compliance.`,
  ceo: msg`Aprova as tarefas e os documentos.`,
  'ceo-co': msg`Executa as tarefas e aprova as tarefas e os documentos.`,
  cfo: msg`Só cuida da compra: não acessa o conteúdo da plataforma até receber a função de CO ou de CEO.`,
};

/** A role as a choice of a Select or a RadioGroup. */
export interface RoleOption {
  readonly value: UserRole;
  readonly label: string;
  /** What the role does, when it has a description (a RadioGroup shows it under the label). */
  readonly description?: string;
}

/** `roles`, in the order given, as choices in the active language: `roleOptions(i18n, SIGN_UP_ROLES)`. */
export function roleOptions(i18n: I18n, roles: readonly UserRole[]): RoleOption[] {
  return roles.map((role) => {
    const description = ROLE_DESCRIPTIONS[role];
    return {
      value: role,
      label: i18n._(ROLE_LABELS[role]),
      ...(description ? { description: i18n._(description) } : {}),
    };
  });
}
