import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('goes to the page its route names, with its query', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route
            path="/login"
            element={
              <TextLink to={{ route: 'sso', search: 'redirectUrl=%2Fcheckout' }}>SSO</TextLink>
            }
          />
          <Route path="/login/sso" element={<p>single sign-on</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'SSO' });
    expect(link).toHaveAttribute('href', '/login/sso?redirectUrl=%2Fcheckout');
    await userEvent.click(link);
    expect(screen.getByText('single sign-on')).toBeInTheDocument();
  });

  it('opens an address outside the portal, in a new tab when asked', () => {
    render(
      <TextLink href="https://boletos.example/1" newTab>
        Ver boleto
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Ver boleto' });
    expect(link).toHaveAttribute('href', 'https://boletos.example/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a route of the table, not a string', () => {
    // @ts-expect-error a page that does not exist fails the type check
    const typo = <TextLink to="chekout">x</TextLink>;
    // @ts-expect-error so does a path written out
    const path = <TextLink to="/checkout">x</TextLink>;
    expect([typo, path]).toHaveLength(2);
  });
});
