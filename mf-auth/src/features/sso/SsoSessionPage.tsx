import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { useNavigate, useParams } from '@portal/router';
import { Loading } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { signInWith } from '../../shared/signInWith';
import { ssoSignIn } from './api/sso';
import { ssoSessionId } from './ssoSessionId';
import { href, pages } from '@portal/contracts';

/** The identity provider sent the user back with a session: exchange it and sign in. */
export default function SsoSessionPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = ssoSessionId(useParams().session);
  const started = useRef(false);

  useEffect(() => {
    // One exchange per visit, also under StrictMode's double effects: a session is single-use.
    if (started.current) return;
    started.current = true;
    if (!session) {
      navigate(href(pages.sso), { replace: true });
      return;
    }
    ssoSignIn(session).then(
      ({ token, user, company }) => signInWith({ token, user, company }),
      (error: unknown) => {
        notifyFailure(i18n, t`Erro no login único`, error);
        navigate(href(pages.sso), { replace: true });
      },
    );
  }, [session, navigate, i18n, t]);

  return (
    <AuthLayout title={t`Concluindo o login único`}>
      <Loading label={t`Concluindo o login único…`} />
    </AuthLayout>
  );
}
