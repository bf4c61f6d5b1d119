import { lazy, Suspense } from 'react';
import { Link } from '@portal/router';
import { useSession } from '@portal/session';
import { HeaderBar } from '@portal/ui';
import { LanguageSelect } from './LanguageSelect';

const AccountMenu = lazy(() => import('./AccountMenu'));
const PlansLink = lazy(() => import('./PlansLink'));

/** A brand, not a text: written the same in every language (as in the footer). */
const PRODUCT_NAME = 'Minha Conta';

export function Header() {
  const session = useSession((s) => s.session);
  return (
    <HeaderBar brand={<Link to="/">{PRODUCT_NAME}</Link>}>
      <LanguageSelect />
      {session ? (
        <>
          <Suspense fallback={null}>
            <PlansLink session={session} />
          </Suspense>
          <Suspense fallback={null}>
            <AccountMenu session={session} />
          </Suspense>
        </>
      ) : null}
    </HeaderBar>
  );
}
