import { render, screen } from '@testing-library/react';
import { BrandPanel } from './BrandPanel';

function renderPanel() {
  return render(
    <>
      <BrandPanel
        product="minha-conta"
        headline="Compliance da sua empresa em um só lugar"
        text="Planos, usuários e cobranças, com 15 dias de teste grátis."
      />
      <main>
        <h1>Entrar</h1>
      </main>
    </>,
  );
}

describe('BrandPanel', () => {
  it('shows the product, the headline and the text', () => {
    renderPanel();
    expect(screen.getByText('minha-conta')).toBeInTheDocument();
    expect(screen.getByText('Compliance da sua empresa em um só lugar')).toBeInTheDocument();
    expect(screen.getByText(/15 dias de teste grátis/)).toBeInTheDocument();
  });

  it('adds no landmark or heading beside the page’s main content', () => {
    const { container } = renderPanel();
    const panel = container.firstElementChild as HTMLElement;
    expect(panel.tagName).toBe('DIV');
    expect(panel).not.toHaveAttribute('role');
    expect(screen.getAllByRole('heading', { hidden: true })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entrar');
    expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
    expect(screen.queryByRole('region', { hidden: true })).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('hides its decoration from assistive technology', () => {
    const { container } = renderPanel();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a logo as the product', () => {
    render(
      <BrandPanel
        product={
          <svg role="img" aria-label="Minha Conta" viewBox="0 0 10 10">
            <circle cx="5" cy="5" r="5" />
          </svg>
        }
        headline="Compliance da sua empresa em um só lugar"
        text="Planos, usuários e cobranças."
      />,
    );
    expect(screen.getByRole('img', { name: 'Minha Conta', hidden: true })).toBeInTheDocument();
  });
});
