import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, uploadFiles, notifyFailure } from '@portal/api';
import { notify } from '@portal/notify';
import { useLeaveGuard } from '@portal/router';
import { maskCnpj, passwordChange, ruleMessage, type RuleMessageKey } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { sessionStore, useSession, type SessionData } from '@portal/session';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  ImageUpload,
  PageHeader,
  PasswordField,
  Skeleton,
  SkeletonGroup,
  type ImageRejection,
} from '@portal/ui';
import { titles } from '../../titles';
import { useAccountKey, withQueries } from '../../shared/queries';
import { ROLE_LABELS } from '../../shared/roles';
import * as styles from './ProfilePage.css';

/** What the user did to a picture since the last save. */
type ImageChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'replace'; readonly file: File }
  | { readonly kind: 'remove' };

const KEEP: ImageChange = { kind: 'keep' };
const NO_PASSWORD = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The picture's change from the upload control's `onChange` (a file, or removed). */
const changeOf = (file: File | null, saved: string | null | undefined): ImageChange =>
  file ? { kind: 'replace', file } : saved ? { kind: 'remove' } : KEEP;

/** Uploads a new picture through the file service, then records it (or its removal). */
async function saveImage(
  change: ImageChange,
  record: (url: string | null) => Promise<unknown>,
): Promise<string | null> {
  const url = change.kind === 'replace' ? (await uploadFiles([change.file])).payload[0]!.url : null;
  await record(url);
  return url;
}

const REJECTION_KEY: Record<ImageRejection, RuleMessageKey> = {
  'too-large': 'imageTooLarge',
  'wrong-type': 'imageType',
};

function Fact({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function ProfileLoading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Carregando perfil…`}>
      <Skeleton shape="rect" height="large" width="full" />
      <Skeleton shape="rect" height="large" width="full" />
    </SkeletonGroup>
  );
}

function ProfileForm({ session }: { readonly session: SessionData }) {
  const { t, i18n } = useLingui();
  const queries = useQueryClient();
  const key = useAccountKey();
  const companyKey = [...key, 'company'];
  const avatarKey = [...key, 'avatar'];
  const logoKey = [...key, 'logo'];
  const company = useQuery({
    queryKey: companyKey,
    queryFn: async () => (await api.getCompany({ id: session.company.id })).payload,
  });
  const avatar = useQuery({
    queryKey: avatarKey,
    queryFn: async () => (await api.getAvatar()).payload.url,
  });
  const logo = useQuery({
    queryKey: logoKey,
    queryFn: async () => (await api.getLogo()).payload.url,
  });

  const form = useRuleForm(passwordChange, NO_PASSWORD);
  const [avatarChange, setAvatarChange] = useState<ImageChange>(KEEP);
  const [logoChange, setLogoChange] = useState<ImageChange>(KEEP);
  // Bumped by Cancel: the upload controls start over from the saved pictures.
  const [generation, setGeneration] = useState(0);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [saved, setSaved] = useState(false);
  const [leave, setLeave] = useState<(() => void) | null>(null);

  const changed = avatarChange.kind !== 'keep' || logoChange.kind !== 'keep' || form.changed;

  const save = useMutation({
    mutationFn: async () => {
      let failed = false;
      if (avatarChange.kind !== 'keep') {
        try {
          const url = await saveImage(avatarChange, (next) => api.updateAvatar({ url: next }));
          queries.setQueryData(avatarKey, url);
          setAvatarChange(KEEP);
          const { avatarUrl: _previous, ...user } = session.user;
          sessionStore.getState().update({ user: url ? { ...user, avatarUrl: url } : user });
        } catch (error) {
          failed = true;
          notifyFailure(i18n, t`Não foi possível atualizar o avatar`, error);
        }
      }
      if (logoChange.kind !== 'keep') {
        try {
          const url = await saveImage(logoChange, (next) => api.updateLogo({ url: next }));
          queries.setQueryData(logoKey, url);
          setLogoChange(KEEP);
        } catch (error) {
          failed = true;
          notifyFailure(i18n, t`Não foi possível atualizar a logo da empresa`, error);
        }
      }
      if (form.changed) {
        try {
          await api.changePassword({
            currentPassword: form.values.currentPassword,
            newPassword: form.values.newPassword,
          });
          form.reset(NO_PASSWORD);
        } catch (error) {
          failed = true;
          if (isApiError(error) && error.code === 'wrong_mail_or_password') {
            setWrongCurrent(true);
            notify({ title: t`A senha atual está incorreta!`, tone: 'critical' });
          } else {
            notifyFailure(i18n, t`Não foi possível alterar a senha`, error);
          }
        }
      }
      if (!failed) setSaved(true);
    },
  });

  useLeaveGuard(changed && !save.isPending, (proceed) => setLeave(() => proceed));

  const cancel = () => {
    form.reset(NO_PASSWORD);
    setAvatarChange(KEEP);
    setLogoChange(KEEP);
    setWrongCurrent(false);
    setGeneration((count) => count + 1);
  };

  const reject = (reason: ImageRejection) =>
    notify({
      title: t`Não foi possível usar esta imagem`,
      description: i18n._(ruleMessage(REJECTION_KEY[reason])),
      tone: 'critical',
    });

  if (company.isPending) return <ProfileLoading />;
  if (company.isError) {
    return (
      <Alert
        tone="critical"
        title={t`Não foi possível carregar o seu perfil`}
        description={t`Atualize a página ou entre em contato com o suporte.`}
        action={
          <Button tone="secondary" onClick={() => void company.refetch()}>
            {t`Tentar novamente`}
          </Button>
        }
      />
    );
  }

  const currentError =
    form.errorOf('currentPassword') ??
    (wrongCurrent ? t`A senha atual está incorreta!` : undefined);
  const imageHint = t`JPG, JPEG, PNG ou WEBP, até 1 MB.`;
  const role = i18n._(ROLE_LABELS[session.userRole]);

  return (
    <form {...form.props(() => save.mutate())} className={styles.form}>
      <Section title={t`Dados da empresa`}>
        <dl className={styles.facts}>
          <Fact name={t`Razão social`}>{company.data.name}</Fact>
          <Fact name={t`CNPJ`}>{maskCnpj(company.data.cnpj)}</Fact>
        </dl>
        <ImageUpload
          key={`logo-${generation}`}
          label={t`Logo da empresa`}
          shape="square"
          src={logo.data ?? undefined}
          description={imageHint}
          onChange={(file) => setLogoChange(changeOf(file, logo.data))}
          onReject={reject}
          disabled={save.isPending}
        />
      </Section>

      <Section title={t`Meus dados`}>
        <dl className={styles.facts}>
          <Fact name={t`Nome`}>{session.user.name}</Fact>
          <Fact name={t`E-mail`}>{session.user.email}</Fact>
          <Fact name={t`Permissão de acesso`}>
            {session.isSuperUser ? t`${role} · Superusuário` : role}
          </Fact>
        </dl>
        <ImageUpload
          key={`avatar-${generation}`}
          label={t`Foto de perfil`}
          src={avatar.data ?? undefined}
          description={imageHint}
          onChange={(file) => setAvatarChange(changeOf(file, avatar.data))}
          onReject={reject}
          disabled={save.isPending}
        />
        <fieldset className={styles.passwordGroup}>
          <legend className={styles.passwordLegend}>{t`Alterar senha`}</legend>
          <div className={styles.passwords}>
            <PasswordField
              label={t`Senha atual`}
              autoComplete="current-password"
              value={form.values.currentPassword}
              onChange={(value) => {
                setWrongCurrent(false);
                form.set('currentPassword', value);
              }}
              onBlur={() => form.touch('currentPassword')}
              error={currentError}
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
          </div>
        </fieldset>
      </Section>

      <div className={styles.actions}>
        <Button tone="secondary" onClick={cancel} disabled={!changed || save.isPending}>
          {t`Cancelar`}
        </Button>
        <Button
          type="submit"
          disabled={!changed || !form.valid}
          busy={save.isPending}
          busyLabel={t`Salvando…`}
        >
          {t`Salvar`}
        </Button>
      </div>

      <Dialog
        open={saved}
        onOpenChange={setSaved}
        title={t`Perfil atualizado`}
        description={t`Suas alterações foram salvas.`}
        actions={<Button onClick={() => setSaved(false)}>{t`OK`}</Button>}
      />
      <ConfirmDialog
        open={leave !== null}
        onOpenChange={(open) => {
          if (!open) setLeave(null);
        }}
        title={t`Sair sem salvar?`}
        description={t`As alterações que você fez nesta página serão perdidas.`}
        confirmLabel={t`Sair sem salvar`}
        cancelLabel={t`Continuar editando`}
        tone="critical"
        onConfirm={() => {
          const proceed = leave;
          setLeave(null);
          cancel();
          proceed?.();
        }}
      />
    </form>
  );
}

function ProfilePage() {
  const { i18n } = useLingui();
  const session = useSession((state) => state.session);
  return (
    <>
      <PageHeader title={i18n._(titles.profile)} />
      {session ? <ProfileForm session={session} /> : null}
    </>
  );
}

export default withQueries(ProfilePage);
