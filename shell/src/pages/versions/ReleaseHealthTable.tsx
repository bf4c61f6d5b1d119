import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Table, type BadgeTone, type TableColumn } from '@portal/ui';
import type { LiveRemote } from '../../remotes/loading/liveVersions';
import type { ReleaseHealth } from '@portal/contracts';
import { ratingOf, type Rating } from './releaseHealth';
import { orUnknown } from './Unknown';

const RATINGS: Readonly<Record<Rating, { label: MessageDescriptor; tone: BadgeTone }>> = {
  good: { label: msg`bom`, tone: 'positive' },
  'needs-improvement': { label: msg`a melhorar`, tone: 'caution' },
  poor: { label: msg`ruim`, tone: 'critical' },
};

/** A row: a remote's release, whether it runs now, and what the field saw of it. */
interface Row extends ReleaseHealth {
  readonly live: boolean;
}

/**
 * The rows: each release the field saw, and each remote's live release even before any visit
 * did (nothing seen yet), the live one first.
 */
export function healthRows(
  remotes: readonly LiveRemote[],
  releases: readonly ReleaseHealth[],
): Row[] {
  return remotes.flatMap(({ name, release }) => {
    const live = release?.release;
    const seen = releases.filter((one) => one.remote === name);
    const rows: Row[] = seen.map((one) => ({ ...one, live: one.release === live }));
    if (live && !seen.some((one) => one.release === live)) {
      rows.push({
        remote: name,
        release: live,
        errors: 0,
        visits: 0,
        inp: null,
        lcp: null,
        live: true,
      });
    }
    return rows.sort(
      (a, b) => Number(b.live) - Number(a.live) || b.release.localeCompare(a.release),
    );
  });
}

/** A p75 in ms with its rating in words (and a tone: never colour alone), or unknown. */
function Speed({
  metric,
  value,
}: {
  readonly metric: 'inp' | 'lcp';
  readonly value: number | null;
}) {
  const { t, i18n } = useLingui();
  if (value === null) return orUnknown(undefined);
  const rating = RATINGS[ratingOf(metric, value)];
  const ms = i18n.number(value);
  const label = i18n._(rating.label);
  return <Badge tone={rating.tone}>{t`${ms} ms · ${label}`}</Badge>;
}

/**
 * Release health (issue 55): per remote release, the errors its project received and the p75 of
 * its visits' INP and LCP, so a team sees a bad release beside the one to roll back to.
 */
export function ReleaseHealthTable({
  remotes,
  releases,
}: {
  readonly remotes: readonly LiveRemote[];
  readonly releases: readonly ReleaseHealth[];
}) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<Row>[] = [
    {
      key: 'release',
      header: t`Versão publicada`,
      rowHeader: true,
      cell: (row) => `${row.remote} ${row.release}`,
    },
    { key: 'live', header: t`Em uso`, cell: (row) => (row.live ? t`sim` : t`não`) },
    { key: 'errors', header: t`Erros`, align: 'end', cell: (row) => i18n.number(row.errors) },
    {
      key: 'visits',
      header: t`Visitas medidas`,
      align: 'end',
      cell: (row) => i18n.number(row.visits),
    },
    { key: 'inp', header: t`INP (p75)`, cell: (row) => <Speed metric="inp" value={row.inp} /> },
    { key: 'lcp', header: t`LCP (p75)`, cell: (row) => <Speed metric="lcp" value={row.lcp} /> },
  ];
  return (
    <Table
      caption={t`Saúde das versões`}
      captionHidden
      columns={columns}
      rows={healthRows(remotes, releases)}
      rowKey={(row) => `${row.remote}|${row.release}`}
      empty={t`Nenhuma versão com visitas ou erros registrados ainda.`}
    />
  );
}
