import { Trans } from '@lingui/react/macro';
import { useRuntimeConfig } from '@portal/config';
import { FooterBar } from '@portal/ui';
import { APP_VERSION } from '../version';

export function Footer() {
  const { support } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <FooterBar
      start={
        <>
          <span>
            <Trans>Suporte:</Trans>{' '}
            <a href={`tel:${support.phone.replace(/\D/g, '')}`}>{support.phone}</a> ·{' '}
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </span>
        </>
      }
      end={
        <>
          <span>
            <Trans>© {year} Minha Conta. Todos os direitos reservados.</Trans>
          </span>
          <span>
            <Trans>Versão {APP_VERSION}</Trans>
          </span>
        </>
      }
    />
  );
}
