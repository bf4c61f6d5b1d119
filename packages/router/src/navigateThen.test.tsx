import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useLeaveGuard, useNavigateThen } from './leaveGuard';

const applied: string[] = [];

/** What `apply` saw of the page when it ran: the old page still there, or gone. */
const applyWhatIsShown = () =>
  applied.push(screen.queryByRole('heading', { name: 'Página antiga' }) ? 'old page' : 'gone');

function OldPage({ stay = false }: { readonly stay?: boolean }) {
  const navigateThen = useNavigateThen();
  // A page with unsaved changes whose user chooses to stay.
  useLeaveGuard(stay, () => undefined);
  return (
    <>
      <h1>Página antiga</h1>
      <button type="button" onClick={() => navigateThen('/', applyWhatIsShown)}>
        Sair
      </button>
    </>
  );
}

function renderAt(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/antiga']}>
      <Routes>
        <Route path="/" element={<h1>Início</h1>} />
        <Route path="/antiga" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  applied.length = 0;
});

describe('useNavigateThen', () => {
  it('goes to the address, then applies once the page that asked is gone', () => {
    renderAt(<OldPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(applied).toEqual(['gone']);
  });

  it('applies nothing when the page asks and the user stays, even once it goes later', () => {
    const { unmount } = renderAt(<OldPage stay />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.getByRole('heading', { name: 'Página antiga' })).toBeInTheDocument();
    unmount();
    expect(applied).toEqual([]);
  });
});
