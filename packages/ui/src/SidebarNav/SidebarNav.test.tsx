import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarNav, type SidebarLinkProps, type SidebarNavItem } from './SidebarNav';

const ITEMS: readonly SidebarNavItem[] = [
  { id: 'companies', label: 'Empresas', href: '/backoffice/empresas' },
  { id: 'coupons', label: 'Cupons de desconto', href: '/backoffice/cupons' },
  {
    id: 'links',
    label: 'Gerador de link SaaS',
    href: '/backoffice/links',
    icon: <svg data-testid="icon" />,
  },
];

describe('SidebarNav', () => {
  it('is a named navigation with a link per item, the current page marked', () => {
    render(<SidebarNav label="Back-office" items={ITEMS} current="coupons" />);
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/backoffice/empresas',
      '/backoffice/cupons',
      '/backoffice/links',
    ]);
    expect(within(nav).getByRole('link', { name: 'Cupons de desconto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Empresas' })).not.toHaveAttribute('aria-current');
    // The icon is decoration: the label alone names the link.
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).getByRole('link', { name: 'Gerador de link SaaS' })).toBeInTheDocument();
  });

  it('folds behind a Menu button that says whether the list is shown and which it controls', async () => {
    const user = userEvent.setup();
    render(<SidebarNav label="Back-office" items={ITEMS} current="companies" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(list).not.toHaveAttribute('data-expanded');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-expanded');

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds again on Escape, returning the focus to the Menu button, and after a link', async () => {
    const user = userEvent.setup();
    render(
      <SidebarNav
        label="Back-office"
        items={ITEMS}
        defaultExpanded
        renderLink={({ href, children, ...props }) => (
          <a href={`#${href}`} {...props} onClick={(event) => event.preventDefault()}>
            {children}
          </a>
        )}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Cupons de desconto' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders links through renderLink, so a remote can use its router', () => {
    const calls: SidebarLinkProps[] = [];
    render(
      <SidebarNav
        label="Back-office"
        items={ITEMS}
        current="links"
        renderLink={(props) => {
          calls.push(props);
          return (
            <a
              href={`/minha-conta${props.href}`}
              className={props.className}
              aria-current={props['aria-current']}
              data-router=""
            >
              {props.children}
            </a>
          );
        }}
      />,
    );
    expect(calls.map((props) => props['aria-current'])).toEqual([undefined, undefined, 'page']);
    expect(calls.every((props) => typeof props.className === 'string')).toBe(true);
    expect(screen.getByRole('link', { name: 'Gerador de link SaaS' })).toHaveAttribute(
      'href',
      '/minha-conta/backoffice/links',
    );
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveAttribute('data-router');
  });
});
