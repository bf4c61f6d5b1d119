import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { I18nRoot } from '@portal/i18n';
import { Button, Frame, StatusPanel } from '@portal/ui';
import { useHandOff } from '../prerender/handOff';

interface StartupFailureProps {
  readonly reportId: string;
  /** What failed; 'O portal não pôde ser iniciado' unless told. */
  readonly title?: ReactNode;
}

function Content({ reportId, title }: StartupFailureProps) {
  useHandOff();
  return (
    <Frame>
      <StatusPanel
        tone="critical"
        title={title ?? <Trans>O portal não pôde ser iniciado</Trans>}
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

/**
 * The runtime config could not be read (or, told so by `title`, the code of a page the shell
 * needs could not come): nothing else can go on, so say so plainly.
 */
export function StartupFailure(props: StartupFailureProps) {
  return (
    <I18nRoot>
      <Content {...props} />
    </I18nRoot>
  );
}
