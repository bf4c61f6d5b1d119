import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  DescriptionList,
  PageLayout,
  Panel,
  Stack,
  Table,
  type TableColumn,
} from '@portal/ui';
import {
  pinnedRelease,
  useLiveVersions,
  type LiveRemote,
  type RemoteLoadState,
  type SingletonSkew,
} from '../../remotes/loading/liveVersions';
import { usePageTitle } from '../../routing/usePageTitle';
import { APP_VERSION } from '../../version';
import { liveSingletons, readReleases, type LiveSingleton } from './releases';
import { orUnknown } from './Unknown';

const TITLE = msg`Versões do portal`;

type FailurePhase = Extract<RemoteLoadState, { kind: 'failed' }>['phase'];

const PHASES: Readonly<Record<FailurePhase, MessageDescriptor>> = {
  network: msg`arquivos indisponíveis`,
  timeout: msg`tempo esgotado`,
  contract: msg`contrato quebrado`,
  render: msg`erro ao exibir a página`,
};

/**
 * /gestao-de-empresas/versoes (issue 30): what the portal runs now, for provider administrators.
 * The shell's version; each remote of the runtime config with where it is loaded from, its state
 * and its build (from its release file, read on opening and on "Atualizar"); the shared
 * singletons in use; and any version skew among them.
 */
export default function VersionsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(TITLE);
  const { remotes, skews } = useLiveVersions();
  const { reading, readAt, singletons, refresh } = useReleaseFiles();
  const loaded = remotes.filter((remote) => remote.state.kind === 'loaded').length;
  const failed = remotes.filter((remote) => remote.state.kind === 'failed').length;
  const total = remotes.length;
  const time = readAt ? i18n.date(readAt, { timeStyle: 'medium' }) : null;

  return (
    <PageLayout
      title={t`Versões do portal`}
      description={t`O que o portal executa agora: cada módulo, de onde vem e em que versão, e as bibliotecas compartilhadas.`}
      actions={
        <Button tone="secondary" busy={reading} busyLabel={t`Atualizando…`} onClick={refresh}>
          {t`Atualizar`}
        </Button>
      }
    >
      {/* Always there, so the change is announced (politely) when a read starts and ends. */}
      <p role="status">
        {reading
          ? t`Lendo os arquivos de versão dos módulos…`
          : time
            ? t`Arquivos de versão lidos às ${time}.`
            : null}
      </p>
      {skews.length > 0 ? <SkewAlert skews={skews} /> : null}
      <Panel title={t`Resumo`}>
        <DescriptionList
          items={[
            { term: t`Versão do shell`, details: APP_VERSION },
            { term: t`Módulos carregados`, details: t`${loaded} de ${total}` },
            { term: t`Módulos com falha`, details: String(failed) },
          ]}
        />
      </Panel>
      <Panel
        title={t`Módulos`}
        description={t`Um por módulo da configuração: versão, build, de onde é carregado e em que estado está.`}
      >
        <RemotesTable remotes={remotes} />
      </Panel>
      <Panel
        title={t`Bibliotecas compartilhadas`}
        description={t`As bibliotecas de uma só instância que a página usa: a versão em uso e quem a forneceu.`}
      >
        <SingletonsTable singletons={singletons} />
      </Panel>
    </PageLayout>
  );
}

/** Reads the release files (and the singletons) on opening and on demand, one read at a time. */
function useReleaseFiles() {
  const [reading, setReading] = useState(true);
  const [readAt, setReadAt] = useState<Date | null>(null);
  const [singletons, setSingletons] = useState<readonly LiveSingleton[]>(liveSingletons);
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const read = ++latest.current;
    setReading(true);
    void readReleases().finally(() => {
      if (read !== latest.current) return;
      setSingletons(liveSingletons());
      setReadAt(new Date());
      setReading(false);
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { reading, readAt, singletons, refresh };
}

function RemotesTable({ remotes }: { readonly remotes: readonly LiveRemote[] }) {
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

function LoadedFrom({ remote }: { readonly remote: LiveRemote }) {
  const { t } = useLingui();
  // The config pins it to a published release (its path says which), not its current build.
  const pinned = pinnedRelease(remote.manifest);
  return (
    <Stack gap="xxsmall">
      <span>{remote.manifest}</span>
      {pinned ? <span>{t`fixada na versão ${pinned}`}</span> : null}
    </Stack>
  );
}

function LoadState({ state }: { readonly state: RemoteLoadState }) {
  const { t, i18n } = useLingui();
  switch (state.kind) {
    case 'not-loaded':
      return t`ainda não carregado`;
    case 'loading':
      return t`carregando`;
    case 'loaded':
      return t`carregado`;
    case 'failed': {
      const phase = i18n._(PHASES[state.phase]);
      return (
        <Stack gap="xxsmall">
          <span>{t`falhou: ${phase}`}</span>
          <span>{orUnknown(state.message)}</span>
        </Stack>
      );
    }
  }
}

function SingletonsTable({ singletons }: { readonly singletons: readonly LiveSingleton[] }) {
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

/** Skews first and in a banner: a module running against a version it does not accept. */
function SkewAlert({ skews }: { readonly skews: readonly SingletonSkew[] }) {
  const { t } = useLingui();
  return (
    <Alert
      tone="caution"
      title={t`Versões incompatíveis de bibliotecas compartilhadas`}
      description={
        <Stack as="ul" gap="xsmall">
          {skews.map((skew) => {
            const { pkgName, loaded, required } = skew;
            const by = skew.from ?? t`origem desconhecida`;
            return (
              <li key={`${pkgName}@${loaded}<${required}:${by}`}>
                <Trans>
                  <strong>{pkgName}</strong>: em uso {loaded}; exigida {required} por {by}
                </Trans>
              </li>
            );
          })}
        </Stack>
      }
    />
  );
}
