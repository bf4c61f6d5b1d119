import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('keeps the buttons part of their form, in the order given', async () => {
    const user = userEvent.setup();
    const submit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Novo usuário">
        <FormActions>
          <button type="button">Cancelar</button>
          <button type="submit">Criar usuário</button>
        </FormActions>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Novo usuário' });
    form.addEventListener('submit', submit);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancelar',
      'Criar usuário',
    ]);
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
