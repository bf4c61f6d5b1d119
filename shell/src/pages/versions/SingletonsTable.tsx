import { useLingui } from '@lingui/react/macro';
import { Table, type TableColumn } from '@portal/ui';
import type { LiveSingleton } from './releases';
import { orUnknown } from './Unknown';

/** The shared singletons in use: their version, who provided it, and the versions offered. */
export function SingletonsTable({ singletons }: { readonly singletons: readonly LiveSingleton[] }) {
  const { t } = useLingui();
  const columns: TableColumn<LiveSingleton>[] = [
    { key: 'name', header: t`Biblioteca`, rowHeader: true, cell: (shared) => shared.name },
    { key: 'version', header: t`Versão em uso`, cell: (shared) => orUnknown(shared.version) },
    { key: 'from', header: t`Fornecida por`, cell: (shared) => orUnknown(shared.from) },
    {
      key: 'offered',
      header: t`Versões oferecidas`,
      cell: (shared) => orUnknown(shared.offered.join(', ')),
    },
  ];
  return (
    <Table
      caption={t`Bibliotecas compartilhadas em uso`}
      captionHidden
      columns={columns}
      rows={singletons}
      rowKey={(shared) => shared.name}
      empty={t`O runtime de federação não informou nenhuma biblioteca compartilhada.`}
    />
  );
}
