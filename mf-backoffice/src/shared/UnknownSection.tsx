import { useLingui } from '@lingui/react/macro';
import { EmptyState, TextLink } from '@portal/ui';
import { titles } from '../titles';
import { BackofficeLayout } from './BackofficeLayout';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';

/** An address below /gestao-de-empresas that names no section: said, with the way back. */
export default function UnknownSection() {
  const { t, i18n } = useLingui();
  return (
    <BackofficeLayout section="companies" title={i18n._(titles.companies)}>
      <EmptyState
        title={t`Esta seção do back-office não existe`}
        description={t`Confira o endereço ou escolha uma seção no menu.`}
        action={
          <TextLink render={<PageLink to={pages.companies} />}>{t`Ver as empresas`}</TextLink>
        }
      />
    </BackofficeLayout>
  );
}
