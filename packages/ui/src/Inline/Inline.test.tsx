import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inline } from './Inline';

describe('Inline', () => {
  it('keeps its children in reading and tab order', async () => {
    const user = userEvent.setup();
    render(
      <Inline justify="end">
        <button type="button">Cancelar</button>
        <button type="button">Salvar</button>
      </Inline>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
  });

  it('is a list of its items when asked to be one', () => {
    render(
      <Inline as="ul" gap="medium">
        <li>Início</li>
        <li>Usuários</li>
      </Inline>,
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Início', 'Usuários']);
  });
});
