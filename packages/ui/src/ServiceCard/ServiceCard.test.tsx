import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceCard } from './ServiceCard';

const IMAGE = 'https://imagens.example/execucao.png';
const REASON = 'Disponível após a conclusão da implementação';

describe('ServiceCard', () => {
  it('is a link named by its title, with its description and a decorative image', () => {
    render(
      <ServiceCard
        title="Implementação"
        description="Acompanhe a implantação da plataforma."
        href="/minha-conta/implementacao"
        imageSrc={IMAGE}
      />,
    );
    const link = screen.getByRole('link', { name: 'Implementação' });
    expect(link).toHaveAttribute('href', '/minha-conta/implementacao');
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('heading', { level: 2, name: 'Implementação' })).toContainElement(link);
    expect(screen.getByText('Acompanhe a implantação da plataforma.')).toBeInTheDocument();
    // Decorative: no alternative text, so screen readers skip it.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('describes its image when given an alternative text', () => {
    render(
      <ServiceCard
        title="Relatórios"
        description="Indicadores da operação."
        href="/relatorios"
        imageSrc={IMAGE}
        imageAlt="Gráfico de vendas do mês"
        level={3}
      />,
    );
    expect(screen.getByRole('img', { name: 'Gráfico de vendas do mês' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Relatórios' })).toBeInTheDocument();
  });

  it('when inactive has no followable link, but stays in the tab order', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">Antes</button>
        <ServiceCard
          title="Execução"
          description="Gerencie a operação diária."
          href="/execucao"
          imageSrc={IMAGE}
          inactive
          inactiveReason={REASON}
        />
      </>,
    );
    expect(container.querySelector('a[href]')).toBeNull();
    const card = screen.getByRole('link', { name: 'Execução' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).not.toHaveAttribute('href');

    await user.tab();
    await user.tab();
    expect(card).toHaveFocus();
    // Enter does not lead anywhere.
    await user.keyboard('{Enter}');
    expect(card).toHaveFocus();
    expect(window.location.pathname).toBe('/');
  });

  it('when inactive shows why as text on the card, with no hover or focus (touch screens)', () => {
    render(
      <ServiceCard
        title="Execução"
        description="Gerencie a operação diária."
        href="/execucao"
        inactive
        inactiveReason={REASON}
      />,
    );
    expect(screen.getByText(REASON)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Execução' })).toHaveAccessibleDescription(REASON);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows no reason while active, even when given one', () => {
    render(
      <ServiceCard
        title="Execução"
        description="Gerencie a operação diária."
        href="/execucao"
        inactiveReason={REASON}
      />,
    );
    expect(screen.queryByText(REASON)).toBeNull();
    expect(screen.getByRole('link', { name: 'Execução' })).not.toHaveAccessibleDescription();
  });

  it('keeps its title, description and inactive state when wide', () => {
    const { container } = render(
      <ServiceCard
        title="Execução"
        description="Gerencie a operação diária."
        href="/execucao"
        imageSrc={IMAGE}
        inactive
        wide
      />,
    );
    expect(container.querySelector('a[href]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Execução' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Gerencie a operação diária.')).toBeInTheDocument();
  });
});
