import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('appears on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Antes</button>
        <Tooltip content="Serviço indisponível no seu plano">
          <button type="button">Faturas</button>
        </Tooltip>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Faturas' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Serviço indisponível no seu plano',
    );
    expect(trigger).toHaveAccessibleDescription('Serviço indisponível no seu plano');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
