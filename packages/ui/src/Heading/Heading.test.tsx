import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is an h2 by default and an h3 when asked', () => {
    render(
      <>
        <Heading>Sua empresa</Heading>
        <Heading level={3}>Endereço</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sua empresa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Endereço' })).toBeInTheDocument();
  });

  it('takes the focus by script when made focusable, and stays out of the tab order', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} tabIndex={-1} id="step">
        Seu acesso
      </Heading>,
    );
    ref.current?.focus();
    const heading = screen.getByRole('heading', { name: 'Seu acesso' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute('id', 'step');
  });
});
