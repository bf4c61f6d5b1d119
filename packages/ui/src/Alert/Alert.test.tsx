import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

function Page({ onDismiss }: { readonly onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      tone="caution"
      title="Seu perfil não tem acesso aos módulos"
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    />
  ) : (
    <p>Sem avisos</p>
  );
}

describe('Alert', () => {
  it('interrupts with role="alert" when critical', () => {
    render(
      <Alert
        tone="critical"
        title="Erro ao buscar usuários"
        description="Tente novamente em alguns minutos."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar usuários');
    expect(alert).toHaveTextContent('Tente novamente em alguns minutos.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['caution', 'positive', 'neutral'] as const)('is a polite status when %s', (tone) => {
    render(<Alert tone={tone} title="Pagamento recebido" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento recebido');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no close button unless it can be dismissed', () => {
    render(<Alert title="Pagamento recebido" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows its action', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(
      <Alert
        tone="critical"
        title="Erro ao buscar usuários"
        action={
          <button type="button" onClick={retry}>
            Tentar novamente
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is dismissed with its “Fechar” button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const { unmount } = render(<Page onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Seu perfil não tem acesso aos módulos')).toBeNull();
    unmount();

    render(<Page onDismiss={onDismiss} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Sem avisos')).toBeInTheDocument();
  });
});
