import { useLingui } from '@lingui/react/macro';
import { BackofficeLayout } from '../../shared/BackofficeLayout';
import { titles } from '../../titles';

/** Built next; until then the section shows its title beside the sidebar. */
export default function SignupLinkPage() {
  const { i18n } = useLingui();
  return <BackofficeLayout section="signupLink" title={i18n._(titles.signupLink)} />;
}
