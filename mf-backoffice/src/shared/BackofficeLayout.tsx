import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@portal/router';
import {
  LineIcon,
  PageLayout,
  SidebarLayout,
  SidebarNav,
  type PageLayoutProps,
  type SidebarNavItem,
} from '@portal/ui';
import { SECTIONS, type Section } from './sections';

const ICONS: Readonly<Record<Section, ReactNode>> = {
  companies: (
    <LineIcon path="M4 21V5l8-3v19M12 8h8v13M8 9v.01M8 13v.01M8 17v.01M16 12v.01M16 16v.01M2 21h20" />
  ),
  coupons: <LineIcon path="M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM9 7v12" />,
  signupLink: (
    <LineIcon path="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
  ),
};

export interface BackofficeLayoutProps extends PageLayoutProps {
  /** The section shown, marked as the current page in the sidebar. */
  readonly section: Section;
}

/** Every back-office section: the sidebar (Companies, Coupons, Link generator), then the page. */
export function BackofficeLayout({ section, ...page }: BackofficeLayoutProps) {
  const { t } = useLingui();
  const labels: Readonly<Record<Section, string>> = {
    companies: t`Empresas`,
    coupons: t`Cupons de desconto`,
    signupLink: t`Gerador de link SaaS`,
  };
  const items: SidebarNavItem[] = (Object.keys(SECTIONS) as Section[]).map((id) => ({
    id,
    label: labels[id],
    href: `/${SECTIONS[id]}`,
    icon: ICONS[id],
  }));
  return (
    <SidebarLayout
      sidebar={
        <SidebarNav
          label={t`Back-office`}
          items={items}
          current={section}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      }
    >
      <PageLayout {...page} />
    </SidebarLayout>
  );
}
