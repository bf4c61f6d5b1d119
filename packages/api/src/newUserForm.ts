// The add-user form's behaviour, one for every remote that adds a company user (user management,
// the back-office's users modal): spec §5's rules, the role quota of §6 said before anything is
// sent, the server's refusals on their fields and the notice. `NewUserForm` of `@portal/users` shows it
// (ADR 010).
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';
import { notify } from '@portal/notify';
import { companyUserSchema } from '@portal/rules';
import { useRuleForm, type FieldBinding, type FormProps } from '@portal/rules/form';
import type { CompanyUser } from './contract';
import type { CreateUser } from './createUser';
import { codeMessage, fieldRefusals, roleQuotaRefusal } from './messages';
import { notifyFailure } from './notices';

const START = { name: '', email: '', role: '' };
const SCHEMAS = {
  default: companyUserSchema(),
  backoffice: companyUserSchema({ variant: 'backoffice' }),
};

export interface NewUserFormOptions {
  /** The company's users as loaded: the role quota is checked on them before sending. */
  readonly users: readonly CompanyUser[];
  /** `useCreateUser(…)` of the caller, so its dialog can wait on it. */
  readonly create: CreateUser;
  /** Whose rules (spec §5): the portal's, or the back-office's (a longer name, its e-mail text). */
  readonly variant?: 'default' | 'backoffice';
  /** After the notice: the user as created. */
  readonly onCreated: (user: CompanyUser) => void;
}

/** What `NewUserForm` of `@portal/users` takes. */
export interface NewUserFormState {
  readonly props: FormProps;
  readonly name: FieldBinding;
  readonly email: FieldBinding;
  readonly role: FieldBinding;
  readonly submitting: boolean;
  readonly valid: boolean;
}

/** Name, e-mail and role of a new company user, who gets their access by e-mail. */
export function useNewUserForm({
  users,
  create,
  variant = 'default',
  onCreated,
}: NewUserFormOptions): NewUserFormState {
  const { i18n } = useLingui();
  const schema = SCHEMAS[variant];
  // Everything typed stays when the server refuses; a refusal lands on its field.
  const form = useRuleForm(schema, START, {
    checks: ({ role }) => roleQuotaRefusal(users, role),
    refusals: (error) =>
      fieldRefusals(error, {
        codes: { unavailable_role: 'role', unavailable_mail: 'email', invalid_email: 'email' },
      }),
    onFailure: (error) => notifyFailure(i18n, i18n._(msg`Não foi possível criar o usuário`), error),
  });

  const send = async (output: v.InferOutput<typeof schema>) => {
    const { payload, message } = await create.mutateAsync(output);
    notify({
      title: i18n._(msg`Usuário criado`),
      description: i18n._(codeMessage(message ?? 'user_creation_success')),
      tone: 'positive',
    });
    onCreated(payload);
  };

  return {
    props: form.props(send),
    name: form.field('name'),
    email: form.field('email'),
    role: form.choice('role'),
    submitting: form.submitting,
    valid: form.valid,
  };
}
