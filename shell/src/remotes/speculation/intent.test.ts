import { watchIntent } from './intent';

describe('watchIntent (a visitor about to open a page)', () => {
  let preload: jest.Mock;
  let warm: jest.Mock;
  let stop: () => void;
  beforeEach(() => {
    window.history.replaceState(null, '', '/minha-conta/');
    document.body.innerHTML = `
      <nav>
        <a href="/minha-conta/gestao-de-cobrancas"><span>Gestão de cobranças</span></a>
        <a href="/minha-conta/gestao-de-usuarios">Usuários</a>
        <a href="/minha-conta/">Início</a>
        <a href="https://elsewhere.example/minha-conta/x">Fora</a>
        <a href="/outra-coisa">Fora do portal</a>
        <a href="/minha-conta/checkout" target="_blank">Nova aba</a>
        <button>Botão</button>
      </nav>
      <div role="menu" tabindex="-1">
        <a role="menuitem" href="/minha-conta/gestao-de-empresas">Empresas</a>
        <a role="menuitem" href="/minha-conta/meu/perfil">Perfil</a>
        <a role="menuitem" href="/minha-conta/meu/perfil">Perfil de novo</a>
        <a role="menuitem" href="/minha-conta/">Início</a>
        <div role="menuitem">Sair</div>
      </div>`;
    preload = jest.fn();
    warm = jest.fn();
    stop = watchIntent(document, preload, warm);
    jest.useFakeTimers();
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  /** The next frame painted, and the tasks after it. */
  const painted = () => jest.runAllTimers();

  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

  it('preloads the page of a link the pointer goes over or the focus lands on', () => {
    link('Gestão de cobranças')
      .querySelector('span')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('Usuários').focus();
    painted();
    expect(preload.mock.calls).toEqual([['/gestao-de-cobrancas'], ['/gestao-de-usuarios']]);
  });

  it('leaves a tap to its own load: a touch is no intent, its click follows at once', () => {
    const touch = (type: string) =>
      Object.assign(new Event(type, { bubbles: true }), { pointerType: 'touch' });
    link('Usuários').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('Usuários').dispatchEvent(touch('pointerover'));
    link('Usuários').dispatchEvent(touch('pointerdown'));
    painted();
    expect(preload).not.toHaveBeenCalled();
    // The same link under a mouse is an intent.
    link('Usuários').dispatchEvent(
      Object.assign(new Event('pointerover', { bubbles: true }), { pointerType: 'mouse' }),
    );
    painted();
    expect(preload.mock.calls).toEqual([['/gestao-de-usuarios']]);
  });

  it('looks first at the interaction that brought its code (the pointer was already over a link)', () => {
    stop();
    const over = new Event('pointerover', { bubbles: true });
    link('Usuários').dispatchEvent(over);
    stop = watchIntent(document, preload, warm, over);
    painted();
    expect(preload.mock.calls).toEqual([['/gestao-de-usuarios']]);
    stop();
    stop = watchIntent(document, preload, warm, new KeyboardEvent('keydown'));
    painted();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads the page of a link a press starts on (a click at once), after the next paint', () => {
    link('Usuários').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Not in the press's own task: the click that follows is handled first.
    expect(preload).not.toHaveBeenCalled();
    painted();
    expect(preload.mock.calls).toEqual([['/gestao-de-usuarios']]);
  });

  it('leaves the page to its own load when the click has opened it before the next paint', () => {
    link('Usuários').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.history.pushState(null, '', '/minha-conta/gestao-de-usuarios');
    painted();
    expect(preload).not.toHaveBeenCalled();
  });

  it('warms the pages of a menu once as the focus enters it, by any hand, leaving out the current page', () => {
    const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
    menu.focus();
    link('Perfil').focus();
    // Not before the opened menu has painted.
    expect(warm).not.toHaveBeenCalled();
    painted();
    expect(warm.mock.calls).toEqual([[['/gestao-de-empresas', '/meu/perfil']]]);
    // The item focused is a page about to open, as a link is.
    expect(preload.mock.calls).toEqual([['/meu/perfil']]);
    link('Usuários').focus();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('asks again for a page pointed at anew after another one (the page rendered ahead is the last)', () => {
    const over = (name: string) =>
      link(name).dispatchEvent(new Event('pointerover', { bubbles: true }));
    over('Gestão de cobranças');
    over('Gestão de cobranças');
    over('Usuários');
    over('Gestão de cobranças');
    painted();
    expect(preload.mock.calls).toEqual([
      ['/gestao-de-cobrancas'],
      ['/gestao-de-usuarios'],
      ['/gestao-de-cobrancas'],
    ]);
  });

  it('leaves alone the current page, other sites, other paths, new tabs and what is not a link', () => {
    for (const name of ['Início', 'Fora', 'Fora do portal', 'Nova aba']) {
      link(name).dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    painted();
    expect(preload).not.toHaveBeenCalled();
  });

  it('stops when asked, a preload still waiting for its paint included', () => {
    link('Gestão de cobranças').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('Usuários').dispatchEvent(new Event('pointerover', { bubbles: true }));
    painted();
    expect(preload).not.toHaveBeenCalled();
  });
});
