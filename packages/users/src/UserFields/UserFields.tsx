import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { USER_ROLES } from '@portal/domain';
import { roleOptions } from '@portal/rules';
import { Select, TextField } from '@portal/ui';

/** What the form layer gives a field (`form.field(name)`, `form.choice(name)`). */
export interface UserFieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
}

export interface UserFieldsProps {
  /** `form.field('name')`. */
  readonly name: UserFieldBinding;
  /** `form.field('email')`. */
  readonly email: UserFieldBinding;
  /** `form.choice('role')`: its message shows as soon as a role is chosen (the quota). */
  readonly role: UserFieldBinding;
  /** A new user: the role starts unchosen, asking for one. */
  readonly newUser?: boolean;
}

/**
 * A company user's name, e-mail and role, with every role of spec §6 offered: the same fields
 * wherever a user is added or edited (user management, the back-office's users modal). The
 * person is someone else: nothing is filled from the browser's memory.
 */
export function UserFields({ name, email, role, newUser = false }: UserFieldsProps) {
  const { i18n, _ } = useLingui();
  return (
    <>
      <TextField label={_(msg`Nome`)} autoComplete="off" required {...name} />
      <TextField label={_(msg`E-mail`)} type="email" autoComplete="off" required {...email} />
      <Select
        label={_(msg`Função`)}
        required
        {...(newUser ? { placeholder: _(msg`Selecione a função`) } : {})}
        options={roleOptions(i18n, USER_ROLES)}
        {...role}
      />
    </>
  );
}
