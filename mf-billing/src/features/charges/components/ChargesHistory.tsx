import { useLingui } from '@lingui/react/macro';
import type { Subscription } from '@portal/api';
import { chargeDisplayStatus, type ChargeStatus } from '@portal/domain';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { LoadFailure, PagedTable, StatusBadge, textLink } from '@portal/ui';
import { useBillHistory } from '../api/subscriptions';

/** Charges a page: a year of monthly charges in two pages. */
export const CHARGES_PAGE_SIZE = 6;

interface ChargeRow {
  readonly key: string;
  readonly dueAt: string;
  readonly amount: number;
  readonly charge: ChargeStatus;
  readonly printUrl: string | null;
}

/**
 * The charges history (spec §2.7): date, subscription, value, status (a slip is late once its
 * due day has passed, spec §4) and the details link, newest first, a page at a time.
 */
export function ChargesHistory({
  subscription,
  today,
}: {
  readonly subscription: Subscription;
  readonly today: Date;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const history = useBillHistory(subscription.subscriptionId);

  if (history.isError) {
    return (
      <LoadFailure title={t`Não foi possível carregar o histórico de cobranças`} query={history} />
    );
  }

  const rows: ChargeRow[] = (history.data ?? [])
    .flatMap((bill) =>
      bill.charges.map((charge, index) => ({
        key: `${bill.id}-${index}`,
        dueAt: charge.dueAt,
        amount: bill.amount,
        charge,
        printUrl: charge.printUrl ?? bill.url,
      })),
    )
    .sort((a, b) => Date.parse(b.dueAt) - Date.parse(a.dueAt));

  return (
    <PagedTable
      caption={t`Histórico de cobranças`}
      captionHidden
      loading={history.isPending}
      rows={rows}
      pageSize={CHARGES_PAGE_SIZE}
      pagesLabel={t`Páginas do histórico de cobranças`}
      rowKey={(row) => row.key}
      empty={t`Nenhuma cobrança até agora.`}
      columns={[
        { key: 'date', header: t`Data`, cell: (row) => formatDate(row.dueAt, locale) },
        { key: 'subscription', header: t`Assinatura`, cell: () => subscription.planName },
        {
          key: 'value',
          header: t`Valor`,
          align: 'end',
          cell: (row) => formatCurrency(row.amount, locale),
        },
        {
          key: 'status',
          header: t`Status`,
          cell: (row) => <StatusBadge status={chargeDisplayStatus(row.charge, today)} />,
        },
        {
          key: 'details',
          header: t`Detalhes`,
          cell: (row) =>
            row.printUrl ? (
              <a className={textLink} href={row.printUrl} target="_blank" rel="noopener noreferrer">
                {t`Ver boleto`}
              </a>
            ) : (
              t`Cartão de crédito`
            ),
        },
      ]}
    />
  );
}
