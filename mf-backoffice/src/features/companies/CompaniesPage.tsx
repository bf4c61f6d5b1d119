import { useLingui } from '@lingui/react/macro';
import { BackofficeLayout } from '../../shared/BackofficeLayout';
import { titles } from '../../titles';

/** Built next; until then the section shows its title beside the sidebar. */
export default function CompaniesPage() {
  const { i18n } = useLingui();
  return <BackofficeLayout section="companies" title={i18n._(titles.companies)} />;
}
