import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notify } from '@portal/notify';
import { useNavigate, useSearchParams } from '@portal/router';
import { AskEmailForm } from './components/AskEmailForm';
import { EmailSent } from './components/EmailSent';
import { NewPasswordForm } from './components/NewPasswordForm';
import { checkToken } from './api/tokenCheck';
import { href, pages } from '@portal/contracts';

/**
 * Spec §4, recovery. Without a token: ask the e-mail, then announce the mail. With a token: check
 * it; valid → set the new password; invalid → 'Ops!' and login; expired → ask for a new link.
 *
 * The new-password form shows while the token is checked, not after: the visitor starts typing
 * at once (on a prerendered page, before the app has run: adr-006), and the form a valid link
 * leads to is the one already on the screen. A link found invalid or expired then leaves it; a
 * password sent before the answer is refused by the update itself (shown on the repeat field).
 * The check itself starts with the route's preload when the page is the first one (tokenCheck).
 */
type Mode =
  | { readonly kind: 'ask'; readonly expired: boolean }
  | { readonly kind: 'sent'; readonly email: string }
  | { readonly kind: 'set'; readonly token: string };

export default function RecoveryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [mode, setMode] = useState<Mode>(
    token ? { kind: 'set', token } : { kind: 'ask', expired: false },
  );
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    const refuse = () => {
      notify({
        title: t`Ops!`,
        description: t`Este link de recuperação de senha não é válido. Peça um novo.`,
        tone: 'critical',
      });
      navigate(href(pages.login), { replace: true });
    };
    checkToken(token).then(({ payload }) => {
      if (payload.validatedWithSuccess) return;
      if (payload.reason === 'expired') setMode({ kind: 'ask', expired: true });
      else refuse();
    }, refuse);
  }, [token, navigate, t]);

  switch (mode.kind) {
    case 'ask':
      return (
        <AskEmailForm expired={mode.expired} onSent={(email) => setMode({ kind: 'sent', email })} />
      );
    case 'sent':
      return <EmailSent email={mode.email} />;
    case 'set':
      return <NewPasswordForm token={mode.token} />;
  }
}

/** For the route's preload (routes.tsx). */
export { checkTokenEarly } from './api/tokenCheck';
