import type { SessionData } from '@portal/session';
import AccountMenu from './AccountMenu';
import PlansLink from './PlansLink';
import { AccountLanguageSelect } from './AccountLanguageSelect';

/**
 * The header's controls for a signed-in user: the link to plan selection for the states that may
 * buy, the language choice where the account may have it, and the profile menu. Loaded only once someone is signed in, so a cold login page pays for
 * neither.
 */
export default function SignedInControls({ session }: { readonly session: SessionData }) {
  return (
    <>
      <PlansLink session={session} />
      <AccountLanguageSelect session={session} />
      <AccountMenu session={session} />
    </>
  );
}
