import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutcomeDialog } from './OutcomeDialog';

describe('OutcomeDialog', () => {
  it('while loading is busy, has no actions and cannot be dismissed', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <OutcomeDialog
        open
        onOpenChange={onOpenChange}
        status="loading"
        title="Processando pagamento"
        actions={<button type="button">Fechar</button>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Processando pagamento' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('on error shows the next steps and can be dismissed', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <OutcomeDialog
        open
        onOpenChange={onOpenChange}
        status="error"
        title="Pagamento recusado"
        description="Confira os dados do cartão."
        actions={<button type="button">Tentar novamente</button>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento recusado' });
    expect(dialog).toHaveAccessibleDescription('Confira os dados do cartão.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
