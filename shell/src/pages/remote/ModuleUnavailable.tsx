import { lazy, Suspense, type ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, StatusPanel } from '@portal/ui';
import { useHandOff } from '../../prerender/handOff';
import { withTheirTexts } from '../errorPages';
import type * as Details from '../ErrorDetails';

// The details and their copy button come with the error pages' texts, when a panel shows them:
// never with a first page. Should they not come, the panel keeps its retry and its code.
type Report = Details.DetailsReport;
type Part = { default: ComponentType<{ readonly report: Report }> };
const Nothing = () => null;
const detailsPart = (pick: (module: typeof Details) => Part['default']) => (): Promise<Part> =>
  withTheirTexts(import('../ErrorDetails')).then(
    (module) => ({ default: pick(module) }),
    () => ({ default: Nothing }),
  );
const ErrorDetailsView = lazy(detailsPart((module) => module.ErrorDetailsView));
const CopyErrorDetails = lazy(detailsPart((module) => module.CopyErrorDetails));

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
        <>
          <Button onClick={onRetry}>
            <Trans>Tentar novamente</Trans>
          </Button>
          {report ? (
            <Suspense fallback={null}>
              <CopyErrorDetails report={report} />
            </Suspense>
          ) : null}
        </>
      }
      footnote={<Trans>Código do erro: {reportId}</Trans>}
    >
      {report ? (
        <Suspense fallback={null}>
          <ErrorDetailsView report={report} />
        </Suspense>
      ) : null}
    </StatusPanel>
  );
}
