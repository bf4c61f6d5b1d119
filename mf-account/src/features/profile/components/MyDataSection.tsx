import { useLingui } from '@lingui/react/macro';
import { ROLE_LABELS, type passwordChange } from '@portal/rules';
import type { RuleForm } from '@portal/rules/form';
import type { SessionData } from '@portal/session';
import { DescriptionList, FieldGroup, ImageUpload, Panel, PasswordField } from '@portal/ui';
import type { ImageChangeState } from '../useImageChange';
import { useRejectImage } from './useRejectImage';

type PasswordForm = RuleForm<
  { currentPassword: string; newPassword: string; repeatPassword: string },
  typeof passwordChange
>;

/** "Meus dados": name, e-mail and access, read-only; the avatar and the password to change. */
export function MyDataSection({
  session,
  avatar,
  avatarChange,
  form,
}: {
  readonly session: SessionData;
  /** The saved avatar's address, or null for none. */
  readonly avatar: string | null;
  readonly avatarChange: ImageChangeState;
  readonly form: PasswordForm;
}) {
  const { t, i18n } = useLingui();
  const reject = useRejectImage();
  const role = i18n._(ROLE_LABELS[session.userRole]);
  return (
    <Panel title={t`Meus dados`}>
      <DescriptionList
        items={[
          { term: t`Nome`, details: session.user.name },
          { term: t`E-mail`, details: session.user.email },
          {
            term: t`Permissão de acesso`,
            details: session.isSuperUser ? t`${role} · Superusuário` : role,
          },
        ]}
      />
      <ImageUpload
        key={`avatar-${avatarChange.key}`}
        label={t`Foto de perfil`}
        src={avatar ?? undefined}
        description={t`JPG, JPEG, PNG ou WEBP, até 1 MB.`}
        onChange={avatarChange.select}
        onReject={reject}
        disabled={form.submitting}
      />
      <FieldGroup legend={t`Alterar senha`} columns>
        <PasswordField
          label={t`Senha atual`}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField
          label={t`Nova senha`}
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t`Confirme a nova senha`}
          autoComplete="new-password"
          {...form.field('repeatPassword')}
        />
      </FieldGroup>
    </Panel>
  );
}
