import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/session';
import type { ErrorReport } from '@portal/telemetry';
import { remoteVersions } from '../remotes/loading/liveVersions';
import { formatErrorDetails } from './copyDetails';

/**
 * The details of a reported error as support reads them (copyDetails.ts), in the page's language:
 * the shell's error page and a remote's error panel show and copy the same text.
 */
export function useErrorDetails(
  report: Pick<ErrorReport, 'id' | 'message' | 'at' | 'remote' | 'remoteVersion'>,
): string {
  const session = useSession((s) => s.session);
  const { t } = useLingui();
  // The builds live when it failed (a later load would change them), and where.
  const [remotes] = useState(remoteVersions);
  const [page] = useState(() => window.location.pathname);
  return formatErrorDetails(
    {
      message: report.message,
      reportId: report.id,
      at: report.at,
      page,
      session,
      remotes,
      ...(report.remote ? { remote: `${report.remote} ${report.remoteVersion ?? '?'}` } : {}),
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
      module: t`Módulo com erro`,
    },
  );
}
