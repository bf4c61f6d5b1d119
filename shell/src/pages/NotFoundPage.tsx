import { href, pages } from '@portal/contracts';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { Button, StatusPanel } from '@portal/ui';
import { usePageTitle } from '../routing/usePageTitle';
import { useHandOff } from '../prerender/handOff';

const TITLE = msg`Página não encontrada`;

export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle(TITLE);
  useHandOff();
  return (
    <StatusPanel
      mark="404"
      title={<Trans>Página não encontrada</Trans>}
      description={<Trans>O endereço que você abriu não existe ou mudou de lugar.</Trans>}
      actions={
        <Button onClick={() => navigate(href(pages.home))}>
          <Trans>Voltar para o início</Trans>
        </Button>
      }
    />
  );
}
