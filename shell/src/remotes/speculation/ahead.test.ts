import { act, renderHook } from '@testing-library/react';
import type { Location } from '@portal/router';
import { arrivesAtAhead, renderAhead, renderAheadIfNone, useAheadLocation } from './ahead';

describe('the page rendered ahead', () => {
  afterEach(() => act(() => renderAhead(null)));

  it('is the page last pointed at, but a guess never replaces one', () => {
    const { result } = renderHook(() => useAheadLocation());
    expect(result.current).toBeNull();

    act(() => renderAheadIfNone('/checkout'));
    expect(result.current?.pathname).toBe('/checkout');

    // The visitor points at another page: it replaces the guess...
    act(() => renderAhead('/gestao-de-cobrancas'));
    expect(result.current?.pathname).toBe('/gestao-de-cobrancas');
    // ...and a later guess leaves it be.
    act(() => renderAheadIfNone('/checkout'));
    expect(result.current?.pathname).toBe('/gestao-de-cobrancas');

    // Once it has served its visit, a guess may take its place.
    act(() => renderAhead(null));
    act(() => renderAheadIfNone('/checkout'));
    expect(result.current?.pathname).toBe('/checkout');
  });

  it('is arrived at by a plain visit of its path only: that one the router shows at once', () => {
    const visit = (pathname: string, more: Partial<Location> = {}): Location => ({
      pathname,
      search: '',
      hash: '',
      state: null,
      key: 'k',
      ...more,
    });
    expect(arrivesAtAhead(visit('/gestao-de-usuarios'))).toBe(false);
    renderAhead('/gestao-de-usuarios');
    expect(arrivesAtAhead(visit('/gestao-de-usuarios'))).toBe(true);
    expect(arrivesAtAhead(visit('/gestao-de-cobrancas'))).toBe(false);
    expect(arrivesAtAhead(visit('/gestao-de-usuarios', { search: '?pagina=2' }))).toBe(false);
    expect(arrivesAtAhead(visit('/gestao-de-usuarios', { state: { from: 'menu' } }))).toBe(false);
  });

  it('is never the page the visitor is at: a preload that ends after the click draws nothing', () => {
    const { result } = renderHook(() => useAheadLocation());
    const before = window.location.href;
    window.history.replaceState(null, '', '/minha-conta/gestao-de-cobrancas');
    try {
      act(() => renderAhead('/gestao-de-cobrancas'));
      expect(result.current).toBeNull();
      act(() => renderAheadIfNone('/gestao-de-cobrancas'));
      expect(result.current).toBeNull();
      act(() => renderAhead('/gestao-de-usuarios'));
      expect(result.current?.pathname).toBe('/gestao-de-usuarios');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
