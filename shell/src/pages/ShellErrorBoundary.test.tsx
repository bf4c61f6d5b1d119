import { screen } from '@testing-library/react';
import { getReports } from '@portal/telemetry';
import { renderShell } from '../testing/renderShell';
import { ShellErrorBoundary } from './ShellErrorBoundary';

// The unexpected-error page's code cannot come (the network went with the crash).
jest.mock('./UnexpectedErrorPage', () => {
  throw new Error('Loading chunk failed');
});

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('ShellErrorBoundary when the error page’s code cannot come', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('still says something went wrong, offers a reload and reports the crash', async () => {
    await renderShell(
      <ShellErrorBoundary>
        <Boom />
      </ShellErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    const report = getReports().at(-1);
    expect(report).toMatchObject({
      phase: 'render',
      message: 'Cannot read properties of undefined',
    });
    expect(screen.getByText(`Código do erro: ${report?.id}`)).toBeInTheDocument();
  });
});
