import { useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/session';
import { LoadFailure, PageLayout, Skeleton, SkeletonGroup } from '@portal/ui';
import { titles } from '../../titles';
import { useCompany } from './api/company';
import { ProfileForm } from './components/ProfileForm';

function ProfileLoading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Carregando perfil…`}>
      <Skeleton shape="rect" height="large" width="full" />
      <Skeleton shape="rect" height="large" width="full" />
    </SkeletonGroup>
  );
}

/** Spec 2.2, /meu/perfil: everyone signed in edits their own profile here. */
function ProfilePage() {
  const { t, i18n } = useLingui();
  const session = useSession((state) => state.session);
  const company = useCompany();
  return (
    <PageLayout title={i18n._(titles.profile)} width="readable">
      {company.isPending ? <ProfileLoading /> : null}
      {company.isError ? (
        <LoadFailure title={t`Não foi possível carregar o seu perfil`} query={company} />
      ) : null}
      {session && company.isSuccess ? (
        <ProfileForm session={session} company={company.data} />
      ) : null}
    </PageLayout>
  );
}

export default ProfilePage;
