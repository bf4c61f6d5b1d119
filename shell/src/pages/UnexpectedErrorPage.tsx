import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/session';
import { reportError } from '@portal/telemetry';
import { Button, Frame, StatusPanel, TextDisclosure } from '@portal/ui';
import { remoteVersions } from '../remotes/liveVersions';
import { usePageTitle } from '../routing/usePageTitle';
import { useHandOff } from '../prerender/handOff';
import { BASE_PATH } from '../routing/redirectUrl';
import { CopyDetailsButton } from './CopyDetailsButton';
import { formatErrorDetails } from './copyDetails';

const TITLE = msg`Erro inesperado`;

/** Spec 2.5: shown on any unexpected render error outside a remote. */
export function UnexpectedErrorPage({ error }: { readonly error: unknown }) {
  const session = useSession((s) => s.session);
  const { t } = useLingui();
  const [report] = useState(() => reportError({ phase: 'render', error }));
  const reportId = report.id;
  // The builds live when it failed (a later load would change them).
  const [remotes] = useState(remoteVersions);
  usePageTitle(TITLE);
  useHandOff();
  useEffect(() => {
    document.getElementById('conteudo')?.focus();
  }, []);

  const details = formatErrorDetails(
    {
      message: report.message,
      reportId,
      at: report.at,
      page: window.location.pathname,
      session,
      remotes,
    },
    {
      message: t`Mensagem`,
      user: t`Usuário`,
      email: t`E-mail`,
      company: t`Empresa`,
      reportId: t`Código do erro`,
      when: t`Data`,
      page: t`Página`,
      notSignedIn: t`não autenticado`,
      modules: t`Módulos`,
    },
  );

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
            <Button onClick={() => window.location.assign(`${BASE_PATH}/login`)}>
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
