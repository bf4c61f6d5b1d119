import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Subscription } from '@portal/api';
import { chargeDisplayStatus, type ChargeStatus } from '@portal/domain';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { StatusBadge } from '@portal/billing';
import { useBillHistory } from '@portal/billing/queries';
import { Inline, LoadFailure, PagedTable, TextLink, VisuallyHidden } from '@portal/ui';
import { remote } from '../../../remote';
import { ChargeDocuments, useProposedFlags } from '../proposed';

/** Charges a page: a year of monthly charges in two pages. */
export const CHARGES_PAGE_SIZE = 6;

interface ChargeRow {
  readonly key: string;
  /** The charge's id, where the backend sends one (ADR 013). */
  readonly chargeId: string | null;
  /** Its NFS-e, where the backend names one at a web address (ADR 013). */
  readonly nfse: { readonly number: string; readonly url: string } | null;
  readonly dueAt: string;
  readonly amount: number;
  readonly charge: ChargeStatus;
  /** The slip to print, or else the bill's page; only a web address is linked. */
  readonly details: { readonly url: string; readonly slip: boolean } | null;
}

/** An address the portal may open in a new tab: http or https only (never `javascript:`). */
function webAddress(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:' ? link : null;
  } catch {
    return null;
  }
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
  const history = useBillHistory(subscription.subscriptionId, remote);
  const { documents } = useProposedFlags();
  const [page, setPage] = useState(1);

  if (history.isError) {
    return (
      <LoadFailure title={t`Não foi possível carregar o histórico de cobranças`} query={history} />
    );
  }

  const rows: ChargeRow[] = (history.data ?? [])
    .flatMap((bill) =>
      bill.charges.map((charge, index) => ({
        key: `${bill.id}-${index}`,
        chargeId: charge.id ?? null,
        nfse: charge.nfse && webAddress(charge.nfse.url) ? charge.nfse : null,
        dueAt: charge.dueAt,
        amount: bill.amount,
        charge,
        details: webAddress(charge.printUrl)
          ? { url: charge.printUrl!, slip: true }
          : webAddress(bill.url)
            ? { url: bill.url!, slip: false }
            : null,
      })),
    )
    .sort((a, b) => Date.parse(b.dueAt) - Date.parse(a.dueAt));

  return (
    <PagedTable
      caption={t`Histórico de cobranças`}
      page={page}
      onPageChange={setPage}
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
          // The slip of a bank-slip charge; a card charge's bill (what was charged, when, on
          // which card), on the billing provider's site: a new tab, told before it opens.
          cell: (row) => (
            <Inline gap="small" align="center">
              {row.details ? (
                <TextLink href={row.details.url} newTab>
                  {row.details.slip ? t`Ver boleto` : t`Ver fatura`}
                  <VisuallyHidden> {t`(abre em uma nova aba)`}</VisuallyHidden>
                </TextLink>
              ) : (
                t`Cartão de crédito`
              )}
              {/* A paid charge's receipt and NFS-e (issue 54, ADR 013), where the backend names them. */}
              {documents && row.charge.status === 'paid' && (row.chargeId || row.nfse) ? (
                <Suspense fallback={null}>
                  <ChargeDocuments
                    chargeId={row.chargeId}
                    nfse={row.nfse}
                    when={formatDate(row.dueAt, locale)}
                  />
                </Suspense>
              ) : null}
            </Inline>
          ),
        },
      ]}
    />
  );
}
