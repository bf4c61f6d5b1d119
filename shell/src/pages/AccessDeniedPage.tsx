import { href, pages } from '@portal/contracts';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { Button, StatusPanel } from '@portal/ui';
import { usePageTitle } from '../routing/usePageTitle';
import { useHandOff } from '../prerender/handOff';

const TITLE = msg`Acesso negado`;

/** Spec 2.2: the user lacks permission; one button back home. */
export function AccessDeniedPage() {
  const navigate = useNavigate();
  usePageTitle(TITLE);
  useHandOff();
  return (
    <StatusPanel
      mark="403"
      tone="critical"
      title={<Trans>Acesso negado</Trans>}
      description={<Trans>Você não tem permissão para acessar esta página.</Trans>}
      actions={
        <Button onClick={() => navigate(href(pages.home))}>
          <Trans>Voltar para o início</Trans>
        </Button>
      }
    />
  );
}
