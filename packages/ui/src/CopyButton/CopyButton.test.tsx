import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_STEP_MS, CopyButton } from './CopyButton';

const labels = { idle: 'Copiar detalhes', copying: 'Copiando...', copied: 'Copiado' };

function mockClipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Lets a promised text (and its rejection) settle without moving the clock. */
async function flushPromises() {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

describe('CopyButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('steps idle → copying → copied → idle, 500 ms each, copying the text', async () => {
    // After setup: user-event installs its own clipboard stub on navigator.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = mockClipboard();
    render(<CopyButton text={() => 'Mensagem: boom'} labels={labels} />);
    expect(COPY_STEP_MS).toBe(500);

    await user.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    expect(writeText).toHaveBeenCalledWith('Mensagem: boom');
    expect(screen.getByRole('button')).toHaveTextContent('Copiando...');

    // Clicks during the steps do nothing.
    await user.click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(COPY_STEP_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('Copiando...');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copiado');
    act(() => jest.advanceTimersByTime(COPY_STEP_MS));
    expect(screen.getByRole('button', { name: 'Copiar detalhes' })).toBeInTheDocument();
  });

  it('waits for a text given as a promise', async () => {
    // After setup: user-event installs its own clipboard stub on navigator.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = mockClipboard();
    render(<CopyButton text={() => Promise.resolve('relatório 42')} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    await flushPromises();
    expect(writeText).toHaveBeenCalledWith('relatório 42');
  });

  it('goes back to idle when the text cannot be produced', async () => {
    // After setup: user-event installs its own clipboard stub on navigator.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = mockClipboard();
    render(<CopyButton text={() => Promise.reject(new Error('offline'))} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    // Settles the rejection (and React's queued work) without reaching the first step.
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copiar detalhes');
    act(() => jest.advanceTimersByTime(COPY_STEP_MS * 2));
    expect(screen.getByRole('button')).toHaveTextContent('Copiar detalhes');
  });
});
