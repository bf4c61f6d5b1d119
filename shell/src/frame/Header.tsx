import { href, pages } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from '@portal/router';
import { useSession } from '@portal/session';
import { HeaderBar } from '@portal/ui';
import { LanguageSelect } from './LanguageSelect';
import { withSignedInTexts } from './signedIn';

// With its texts: the signed-in frame's catalog (signedIn.ts).
const SignedInControls = lazy(() => withSignedInTexts(import('./SignedInControls')));

/** A brand, not a text: written the same in every language (as in the footer). */
const PRODUCT_NAME = 'Minha Conta';

export function Header() {
  const session = useSession((s) => s.session);
  return (
    <HeaderBar brand={<Link to={href(pages.home)}>{PRODUCT_NAME}</Link>}>
      {session ? (
        <Suspense fallback={null}>
          <SignedInControls session={session} />
        </Suspense>
      ) : (
        <LanguageSelect />
      )}
    </HeaderBar>
  );
}
