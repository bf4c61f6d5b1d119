import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { reportError } from '@portal/telemetry';
import { Button, Frame, StatusPanel, TextDisclosure } from '@portal/ui';
import { usePageTitle } from '../routing/usePageTitle';
import { useHandOff } from '../prerender/handOff';
import { BASE_PATH } from '../routing/redirectUrl';
import { CopyDetailsButton } from './CopyDetailsButton';
import { useErrorDetails } from './useErrorDetails';
import { signOut } from '../frame/signOut';

const TITLE = msg`Erro inesperado`;

/**
 * Ends the session first (as the menu's Sair does; other tabs follow), then a fresh /login: a
 * signed-in user would otherwise be sent home again, to the page that failed.
 */
function backToLogin() {
  signOut();
  window.location.assign(`${BASE_PATH}/login`);
}

/** Spec 2.5: shown on any unexpected render error outside a remote. */
export function UnexpectedErrorPage({ error }: { readonly error: unknown }) {
  const [report] = useState(() => reportError({ phase: 'render', error }));
  const reportId = report.id;
  usePageTitle(TITLE);
  useHandOff();
  useEffect(() => {
    document.getElementById('conteudo')?.focus();
  }, []);

  const details = useErrorDetails(report);

  return (
    <Frame>
      <StatusPanel
        tone="critical"
        mark=":("
        title={<Trans>Algo deu errado</Trans>}
        description={
          <Trans>
            Ocorreu um erro inesperado. Volte para o login e tente de novo; se continuar, envie os
            detalhes abaixo ao suporte.
          </Trans>
        }
        actions={
          <>
            <Button onClick={backToLogin}>
              <Trans>Voltar para o login</Trans>
            </Button>
            <CopyDetailsButton text={details} />
          </>
        }
        footnote={<Trans>Código do erro: {reportId}</Trans>}
      >
        <TextDisclosure summary={<Trans>Ver detalhes do erro</Trans>} text={details} />
      </StatusPanel>
    </Frame>
  );
}
