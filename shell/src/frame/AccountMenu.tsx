import { href, pages } from '@portal/contracts';
import { useNavigate, useHref } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { useFlagChecker } from '@portal/config';
import type { SessionData } from '@portal/session';
import { ProfileMenu } from '@portal/ui/profile-menu';
import { visibleMenuEntries } from './menuItems';
import { signOut } from './signOut';

/**
 * Loaded only for a signed-in user (with SignedInControls), so a cold login page does not pay for
 * the menu.
 */
export default function AccountMenu({ session }: { readonly session: SessionData }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const base = useHref('/');
  const isFlagOn = useFlagChecker();
  const entries = visibleMenuEntries(session.attributions, isFlagOn);
  return (
    <ProfileMenu
      label={t`Menu do perfil`}
      name={session.user.name}
      companyName={session.company.name}
      {...(session.user.avatarUrl ? { avatarUrl: session.user.avatarUrl } : {})}
      items={entries.map((entry) =>
        entry.to === 'logout'
          ? {
              id: entry.id,
              label: i18n._(entry.label),
              separatorBefore: true,
              onSelect: () => {
                signOut();
                navigate(href(pages.login), { replace: true });
              },
            }
          : {
              id: entry.id,
              label: i18n._(entry.label),
              href: `${base.replace(/\/$/, '')}${entry.to}`,
              onSelect: () => navigate(entry.to),
            },
      )}
    />
  );
}
