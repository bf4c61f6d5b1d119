import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import type { SessionData } from '@portal/session';
import { useAvatar } from './api/pictures';

/** Failed reads already told: one toast a failure, however often the page renders or mounts. */
const told = new WeakSet<object>();

/**
 * The avatar the profile shows (spec §7): the server's, read when the page opens; until it
 * answers, or when it fails, the session's. A failed read says why in a toast, once.
 */
export function useReadAvatar(session: SessionData): string | null {
  const { t, i18n } = useLingui();
  const avatar = useAvatar();
  const failure = avatar.error;
  useEffect(() => {
    if (!failure || told.has(failure)) return;
    told.add(failure);
    notifyFailure(i18n, t`Não foi possível carregar a foto de perfil`, failure);
  }, [failure, i18n, t]);
  return avatar.isSuccess ? avatar.data : (session.user.avatarUrl ?? null);
}
