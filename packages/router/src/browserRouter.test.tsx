import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { BrowserRouter } from './browserRouter';

/** A page whose code never arrives: it stays suspended. */
function NeverReady(): ReactNode {
  throw new Promise(() => undefined);
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Início</h1>
      <button type="button" onClick={() => navigate('/desenhada')}>
        Página desenhada
      </button>
      <button type="button" onClick={() => navigate('/outra')}>
        Outra página
      </button>
      <button type="button" onClick={() => navigate('/desenhada?aba=2')}>
        Página desenhada, outra aba
      </button>
    </>
  );
}

function renderRouter() {
  window.history.replaceState(null, '', '/base/');
  return render(
    <BrowserRouter basename="/base" immediate={(to) => to.pathname === '/desenhada' && !to.search}>
      <Suspense fallback={<p>Carregando…</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="*" element={<NeverReady />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

describe('BrowserRouter', () => {
  it('keeps the page shown while the next one is not ready (a transition)', async () => {
    renderRouter();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Outra página' })));
    expect(window.location.pathname).toBe('/base/outra');
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('shows at once a navigation `immediate` picks, judged by its path under the basename', async () => {
    renderRouter();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Página desenhada, outra aba' })),
    );
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Página desenhada' })),
    );
    expect(window.location.pathname).toBe('/base/desenhada');
    // Not held back as a transition: the page's own state shows (here, still loading).
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
  });

  it('follows the browser’s back button', async () => {
    renderRouter();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Página desenhada' })),
    );
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/base/');
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });
});
