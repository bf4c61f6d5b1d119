import { useLingui } from '@lingui/react/macro';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { Alert } from '@portal/ui';
import type { OwedSlip } from '../owed';
import * as styles from '../Charges.css';

/**
 * The first thing on the page when a bank slip is owed: what, since when, and the slip itself
 * (a new tab), because this is why the user was sent here.
 */
export function OwedSlipBanner({ slip }: { readonly slip: OwedSlip }) {
  const { t } = useLingui();
  const locale = useLocale();
  const amount = formatCurrency(slip.amount, locale);
  const due = formatDate(slip.dueAt, locale);
  return (
    <Alert
      tone={slip.late ? 'critical' : 'caution'}
      title={
        slip.late
          ? t`Você tem um boleto de ${amount} em atraso desde ${due}`
          : t`Você tem um boleto de ${amount} com vencimento em ${due}`
      }
      description={t`Pague o boleto para manter a sua assinatura ativa. O pagamento pode levar até 3 dias úteis para ser reconhecido.`}
      action={
        <a
          className={styles.buttonLink}
          href={slip.printUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Abrir o boleto`}
        </a>
      }
    />
  );
}
