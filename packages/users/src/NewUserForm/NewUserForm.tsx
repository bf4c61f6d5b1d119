import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { FormProps } from '@portal/rules/form';
import { FieldGroup, Stack, SubmitActions } from '@portal/ui';
import { UserFields, type UserFieldBinding } from '../UserFields/UserFields';

/** What the add-user form's behaviour gives (`useNewUserForm` of `@portal/api/queries`). */
export interface NewUserFormBinding {
  readonly props: FormProps;
  readonly name: UserFieldBinding;
  readonly email: UserFieldBinding;
  readonly role: UserFieldBinding;
  readonly submitting: boolean;
  readonly valid: boolean;
}

export interface NewUserFormProps {
  readonly form: NewUserFormBinding;
  readonly onCancel: () => void;
  /** Names the fields as a group, when the form sits among other content (not alone in a dialog). */
  readonly legend?: string;
  /**
   * "Criar usuário" waits for every field to hold (user management); else a submit shows what is
   * missing (the back-office).
   */
  readonly submitWhenValid?: boolean;
}

/**
 * A new company user: name, e-mail and role, then "Cancelar" and "Criar usuário" (busy while the
 * user is created). The same form wherever a user is added (ADR 010).
 */
export function NewUserForm({ form, onCancel, legend, submitWhenValid = false }: NewUserFormProps) {
  const { _ } = useLingui();
  const fields = <UserFields newUser name={form.name} email={form.email} role={form.role} />;
  return (
    <form {...form.props}>
      <Stack>
        {legend ? <FieldGroup legend={legend}>{fields}</FieldGroup> : fields}
        <SubmitActions
          submitLabel={_(msg`Criar usuário`)}
          busyLabel={_(msg`Criando usuário…`)}
          submitting={form.submitting}
          onCancel={onCancel}
          disabled={submitWhenValid && !form.valid}
        />
      </Stack>
    </form>
  );
}
