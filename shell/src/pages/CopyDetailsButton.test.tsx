import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../testing/renderShell';
import { CopyDetailsButton } from './CopyDetailsButton';
import { loadErrorPageMessages } from './locales/loadMessages';

describe('CopyDetailsButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the details and reads Copiar detalhes → Copiando... → Copiado, 500 ms each', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderShell(<CopyDetailsButton text="Mensagem: boom" />);

    fireEvent.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    expect(writeText).toHaveBeenCalledWith('Mensagem: boom');
    expect(screen.getByRole('button')).toHaveTextContent('Copiando...');

    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('button')).toHaveTextContent('Copiando...');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copiado');

    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button')).toHaveTextContent('Copiar detalhes');
  });

  it('speaks Spanish in es', async () => {
    // Its texts are the error pages' own catalog's, which loads with them (errorPages.ts).
    await renderShell(<CopyDetailsButton text="x" />, {
      locale: 'es',
      catalogs: { 'shell-error-pages': loadErrorPageMessages },
    });
    expect(screen.getByRole('button', { name: 'Copiar detalles' })).toBeInTheDocument();
  });
});
