import { lazy, Suspense } from 'react';
import { Link } from '@portal/router';
import { useSession } from '@portal/session';
import { HeaderBar } from '@portal/ui';
import { LanguageSelect } from './LanguageSelect';

const AccountMenu = lazy(() => import('./AccountMenu'));

export function Header() {
  const session = useSession((s) => s.session);
  return (
    <HeaderBar brand={<Link to="/">Minha Conta</Link>}>
      <LanguageSelect />
      {session ? (
        <Suspense fallback={null}>
          <AccountMenu session={session} />
        </Suspense>
      ) : null}
    </HeaderBar>
  );
}
