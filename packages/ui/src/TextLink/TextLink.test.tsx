import { render, screen } from '@testing-library/react';
import { TextLink, type TextLinkProps } from './TextLink';
import { ToPage } from './ToPage';

describe('TextLink', () => {
  it('puts its text and look on the element that goes to a page', () => {
    render(
      <p>
        <TextLink render={<ToPage to="/login/sso?redirectUrl=%2Fcheckout" />}>SSO</TextLink>{' '}
        <TextLink href="mailto:suporte@minhaconta.com.br">suporte</TextLink>
      </p>,
    );
    const link = screen.getByRole('link', { name: 'SSO' });
    expect(link).toHaveAttribute('href', '/login/sso?redirectUrl=%2Fcheckout');
    expect(link.className).not.toBe('');
    expect(link.className).toBe(screen.getByRole('link', { name: 'suporte' }).className);
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

  it('goes either to an element or to an address (checked by the types)', () => {
    // @ts-expect-error not both
    const both: TextLinkProps = { href: '/x', render: <ToPage to="/y" />, children: 'x' };
    // @ts-expect-error nor neither
    const neither: TextLinkProps = { children: 'x' };
    expect([both, neither]).toHaveLength(2);
  });
});
