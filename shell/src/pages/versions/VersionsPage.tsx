import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@portal/config';
import { Alert, Button, DescriptionList, PageLayout, Panel } from '@portal/ui';
import { useLiveVersions } from '../../remotes/loading/liveVersions';
import { usePageTitle } from '../../routing/usePageTitle';
import { APP_VERSION } from '../../version';
import { ReleaseHealthTable } from './ReleaseHealthTable';
import { RemotesTable } from './RemotesTable';
import { SingletonsTable } from './SingletonsTable';
import { SkewAlert } from './SkewAlert';
import { useReleaseFiles } from './useReleaseFiles';

const TITLE = msg`Versões do portal`;

/**
 * /gestao-de-empresas/versoes (issue 30): what the portal runs now, for provider administrators.
 * The shell's version; each remote of the runtime config with where it is loaded from, its state
 * and its build (from its release file, read on opening and on "Atualizar"); each release's
 * health seen in the field, when the runtime config says where (issue 55); the shared singletons
 * in use; and any version skew among them.
 */
export default function VersionsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(TITLE);
  const { remotes, skews } = useLiveVersions();
  const healthEndpoint = useRuntimeConfig().releaseHealth?.endpoint;
  const { reading, readAt, singletons, health, refresh } = useReleaseFiles(healthEndpoint);
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
      {healthEndpoint ? (
        <Panel
          title={t`Saúde das versões`}
          description={t`Por versão publicada de cada módulo: os erros que chegaram ao rastreador e o p75 do INP e do LCP das visitas reais.`}
        >
          {health === null && !reading ? (
            <Alert
              tone="caution"
              title={t`Não foi possível ler a saúde das versões.`}
              description={t`Os módulos e as versões acima seguem valendo. Tente atualizar.`}
            />
          ) : (
            <ReleaseHealthTable remotes={remotes} releases={health ?? []} />
          )}
        </Panel>
      ) : null}
      <Panel
        title={t`Bibliotecas compartilhadas`}
        description={t`As bibliotecas de uma só instância que a página usa: a versão em uso e quem a forneceu.`}
      >
        <SingletonsTable singletons={singletons} />
      </Panel>
    </PageLayout>
  );
}
