import { lazy, Suspense, type ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ErrorReport } from '@portal/telemetry';
import { Button, StatusPanel } from '@portal/ui';
import { useHandOff } from '../prerender/handOff';
import { withTheirTexts } from '../pages/errorPages';

// The details and their copy button come with the error pages' texts, when a panel shows them:
// never with a first page. Should they not come, the panel keeps its retry and its code.
type Report = Pick<ErrorReport, 'id' | 'message' | 'at' | 'remote' | 'remoteVersion'>;
type Details = { default: ComponentType<{ readonly report: Report }> };
const ErrorDetails = lazy((): Promise<Details> =>
  withTheirTexts(import('../pages/ErrorDetails')).then(
    (module) => ({ default: module.ErrorDetails }),
    () => ({ default: () => null }),
  ),
);

export interface ModuleUnavailableProps {
  readonly reportId: string;
  readonly onRetry: () => void;
  /** The failure, when there is one to show and copy (spec 2.5: details and a copy button). */
  readonly report?: Report;
}

/** Shown in place of a remote that could not load or crashed; the rest of the page keeps working. */
export function ModuleUnavailable({ reportId, onRetry, report }: ModuleUnavailableProps) {
  useHandOff();
  return (
    <StatusPanel
      role="alert"
      level={1}
      tone="caution"
      mark="!"
      labelId="module-unavailable-title"
      title={<Trans>Módulo indisponível</Trans>}
      description={
        <Trans>
          Esta parte do portal não pôde ser carregada agora. O restante continua funcionando. Tente
          novamente em instantes.
        </Trans>
      }
      actions={
        <Button onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
      footnote={<Trans>Código do erro: {reportId}</Trans>}
    >
      {report ? (
        <Suspense fallback={null}>
          <ErrorDetails report={report} />
        </Suspense>
      ) : null}
    </StatusPanel>
  );
}
