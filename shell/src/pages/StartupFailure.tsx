import { Trans } from '@lingui/react/macro';
import { I18nRoot } from '@portal/i18n';
import { Button, Frame, StatusPanel } from '@portal/ui';
import { useHandOff } from '../prerender/handOff';

function Content({ reportId }: { readonly reportId: string }) {
  useHandOff();
  return (
    <Frame>
      <StatusPanel
        tone="critical"
        title={<Trans>O portal não pôde ser iniciado</Trans>}
        description={<Trans>Verifique sua conexão e tente novamente.</Trans>}
        actions={
          <Button onClick={() => window.location.reload()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        }
        footnote={<Trans>Código do erro: {reportId}</Trans>}
      />
    </Frame>
  );
}

/** The runtime config could not be read: nothing else can start, so say so plainly. */
export function StartupFailure({ reportId }: { readonly reportId: string }) {
  return (
    <I18nRoot>
      <Content reportId={reportId} />
    </I18nRoot>
  );
}
