import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { pages } from '@portal/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useLeaveGuard } from './leaveGuard';
import { PageLink, type PageLinkProps } from './pageLink';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderAt(links: ReactNode, { guarded = false } = {}) {
  function Page() {
    useLeaveGuard(guarded, () => undefined);
    return <>{links}</>;
  }
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<Page />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageLink', () => {
  it('goes to the page the table names, with its query', () => {
    renderAt(
      <PageLink to={pages.sso} search="?redirectUrl=%2Fcheckout">
        SSO
      </PageLink>,
    );
    const link = screen.getByRole('link', { name: 'SSO' });
    expect(link).toHaveAttribute('href', '/login/sso?redirectUrl=%2Fcheckout');
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/login/sso?redirectUrl=%2Fcheckout');
  });

  it('leaves the optional parameters of the page out', () => {
    renderAt(<PageLink to={pages.signUp}>Cadastro</PageLink>);
    expect(screen.getByRole('link', { name: 'Cadastro' })).toHaveAttribute(
      'href',
      '/login/cadastro',
    );
  });

  it('asks a page with unsaved changes before leaving it', () => {
    renderAt(<PageLink to={pages.recovery}>Esqueci minha senha</PageLink>, { guarded: true });
    fireEvent.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a page of the table, not a string (checked by the types)', () => {
    // @ts-expect-error a path written out
    const written: PageLinkProps<'checkout'> = { to: '/checkout' };
    // @ts-expect-error a page that needs a parameter
    const bare: PageLinkProps<'login/sso/:session'> = { to: pages.ssoSession };
    expect([written, bare]).toHaveLength(2);
  });
});
