import { useLingui } from '@lingui/react/macro';
import { Table, type TableColumn } from '@portal/ui';
import type { LiveRemote } from '../../remotes/loading/liveVersions';
import { LoadedFrom } from './LoadedFrom';
import { LoadState } from './LoadState';
import { orUnknown } from './Unknown';

/** One row a remote of the runtime config: its version, build, release, origin and state. */
export function RemotesTable({ remotes }: { readonly remotes: readonly LiveRemote[] }) {
  const { t } = useLingui();
  const columns: TableColumn<LiveRemote>[] = [
    { key: 'name', header: t`Módulo`, rowHeader: true, cell: (remote) => remote.name },
    { key: 'version', header: t`Versão`, cell: (remote) => orUnknown(remote.version) },
    { key: 'build', header: t`Build`, cell: (remote) => orUnknown(remote.release?.build) },
    {
      key: 'release',
      header: t`Versão publicada`,
      cell: (remote) => orUnknown(remote.release?.release),
    },
    { key: 'from', header: t`Carregado de`, cell: (remote) => <LoadedFrom remote={remote} /> },
    { key: 'state', header: t`Estado`, cell: (remote) => <LoadState state={remote.state} /> },
  ];
  return (
    <Table
      caption={t`Módulos do portal`}
      captionHidden
      columns={columns}
      rows={remotes}
      rowKey={(remote) => remote.name}
      empty={t`Nenhum módulo na configuração de execução.`}
    />
  );
}
