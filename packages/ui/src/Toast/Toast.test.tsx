import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function SaveButton() {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast({
          title: 'Perfil salvo',
          description: 'Seus dados foram atualizados.',
          tone: 'positive',
        })
      }
    >
      Salvar
    </button>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider closeLabel="Fechar" regionLabel="Notificações">
      <SaveButton />
    </ToastProvider>,
  );
  const region = () => within(screen.getByRole('region', { name: 'Notificações' }));
  return { user, region };
}

// jsdom lacks pointer capture, which Radix's swipe-to-dismiss uses on pointer up.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lasts 4000 ms as the spec says', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('shows the toast, then removes it after 4000 ms', async () => {
    const { user, region } = setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(region().getByText('Perfil salvo')).toBeInTheDocument();
    expect(region().getByText('Seus dados foram atualizados.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(region().getByText('Perfil salvo')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(100));
    expect(region().queryByText('Perfil salvo')).toBeNull();
  });

  it('closes early with its labelled close button', async () => {
    const { user, region } = setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(region().getByRole('button', { name: 'Fechar' }));
    expect(region().queryByText('Perfil salvo')).toBeNull();
  });

  it('useToast outside the provider fails loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});
