import { Trans } from '@lingui/react/macro';
import { Button, StatusPanel } from '@portal/ui';
import { useHandOff } from '../prerender/handOff';

export interface ModuleUnavailableProps {
  readonly reportId: string;
  readonly onRetry: () => void;
}

/** Shown in place of a remote that could not load or crashed; the rest of the page keeps working. */
export function ModuleUnavailable({ reportId, onRetry }: ModuleUnavailableProps) {
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
    />
  );
}
