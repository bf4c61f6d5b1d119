import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@portal/config';

/**
 * For companies the plans do not cover (over 500 employees, spec §1): an e-mail to the support
 * address of the runtime config, the only contact it has.
 */
export function ContactExperts() {
  const { t } = useLingui();
  const { email } = useRuntimeConfig().support;
  const subject = encodeURIComponent(t`Quero falar com um especialista`);
  return (
    <p>
      {t`Sua empresa tem mais de 500 colaboradores?`}{' '}
      <a href={`mailto:${email}?subject=${subject}`}>{t`Fale com nossos especialistas`}</a>
    </p>
  );
}
