import { render, screen, within } from '@testing-library/react';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its h2 title, with its content inside', () => {
    render(
      <Panel title="Meus dados">
        <p>Maria Souza</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Meus dados' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Meus dados' })).toBeVisible();
    expect(within(region).getByText('Maria Souza')).toBeVisible();
    expect(region).not.toHaveAccessibleDescription();
  });

  it('is described by its description, and takes an h3 inside another section', () => {
    render(
      <Panel title="Alterar senha" description="Use pelo menos 8 caracteres." level={3}>
        <p>Campos</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Alterar senha' });
    expect(region).toHaveAccessibleDescription('Use pelo menos 8 caracteres.');
    expect(within(region).getByRole('heading', { level: 3, name: 'Alterar senha' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('lent to a sheet below wide, is still the region its title names, with the same heading', () => {
    render(
      <Panel title="Resumo da compra" frame="wide">
        <p>Total</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Resumo da compra' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Resumo da compra' }),
    ).toBeInTheDocument();
    expect(within(region).getByText('Total')).toBeVisible();
  });
});
