import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { required } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { handOff } from './dom';
import { livenPrerender } from './gate';
import { copyTyped, PENDING_SUBMIT } from './carryOver';

const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
const schema = v.object({ email: required, password: required, remember: v.boolean() });

/** The app's login form: controlled inputs on the one form layer, like the remotes' pages. */
function LoginForm({ send }: { readonly send: (values: v.InferOutput<typeof schema>) => void }) {
  const form = useRuleForm(schema, { email: '', password: '', remember: false as boolean });
  const email = form.field('email');
  const password = form.field('password');
  return (
    <form {...form.props(send)} aria-label="Entrar">
      <label>
        E-mail
        <input
          type="email"
          name="email"
          value={email.value}
          onChange={(e) => email.onChange(e.target.value)}
        />
      </label>
      <label>
        Senha
        <input
          type="password"
          name="password"
          value={password.value}
          onChange={(e) => password.onChange(e.target.value)}
          onBlur={password.onBlur}
        />
      </label>
      {password.error ? <p role="alert">{password.error}</p> : null}
      <label>
        Lembrar
        <input
          type="checkbox"
          name="remember"
          checked={form.values.remember}
          onChange={(e) => form.set('remember', e.target.checked)}
        />
      </label>
      <button type="submit">Entrar</button>
    </form>
  );
}

/** The page as the shell's server sends it: a copy per language, then the app's empty root. */
function prerenderedPage() {
  document.documentElement.lang = 'pt-BR';
  document.documentElement.className = 'prerendered';
  const copy = (lang: string) => `
    <div lang="${lang}">
      <form aria-label="prerendered ${lang}" novalidate>
        <input type="email" name="email" value="">
        <input type="password" name="password" value="">
        <input type="checkbox" name="remember">
        <button type="submit">Entrar</button>
      </form>
    </div>`;
  document.body.innerHTML = `<div id="prerender" inert>${copy('pt-BR')}${copy('es')}</div><div id="root"></div>`;
  const shown = document.querySelector<HTMLElement>('#prerender > [lang="pt-BR"]')!;
  const field = (name: string) => shown.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { shown, field, root: document.getElementById('root')! };
}

function renderApp(root: HTMLElement, send: jest.Mock, page: 'form' | 'loading' = 'form') {
  const app = (shown: typeof page) => (
    <I18nProvider i18n={i18n}>
      {shown === 'form' ? <LoginForm send={send} /> : <p role="status">Carregando…</p>}
    </I18nProvider>
  );
  const { rerender } = render(app(page), { container: root });
  return { showForm: () => rerender(app('form')) };
}

describe('a prerendered form takes typing before the app takes over (adr-006)', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('is made live by the gate once parsed, and holds a submit instead of sending the form', () => {
    const { shown } = prerenderedPage();
    livenPrerender(document);
    expect(document.getElementById('prerender')).not.toHaveAttribute('inert');
    const form = shown.querySelector('form')!;
    const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Held: the browser would otherwise send the fields in the address.
    expect(submitted).toBe(false);
    expect(form).toHaveAttribute(PENDING_SUBMIT);
  });

  it('moves the values, the focused field and its caret to the app’s form', () => {
    const { field, root } = prerenderedPage();
    field('email').value = 'super.pago@demo.com.br';
    field('password').value = 'Senha@123';
    field('remember').checked = true;
    field('password').focus();
    field('password').setSelectionRange(2, 5);
    const send = jest.fn();
    renderApp(root, send);

    act(() => handOff());

    expect(document.getElementById('prerender')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('super.pago@demo.com.br');
    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(password).toHaveValue('Senha@123');
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 5]);
    expect(screen.getByLabelText('Lembrar')).toBeChecked();
    expect(send).not.toHaveBeenCalled();
  });

  it('carries out a submit pressed before the takeover, with exactly what was typed', async () => {
    const { shown, field, root } = prerenderedPage();
    livenPrerender(document);
    field('email').value = 'super.pago@demo.com.br';
    field('password').value = 'Senha@123';
    shown.querySelector('form')!.requestSubmit();
    const send = jest.fn();
    renderApp(root, send);

    jest.useFakeTimers();
    try {
      act(() => handOff());
      expect(send).not.toHaveBeenCalled();
      await act(async () => jest.runAllTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({
      email: 'super.pago@demo.com.br',
      password: 'Senha@123',
      remember: false,
    });
  });

  it('shows the message of a field the visitor left on the prerender, not of the others', () => {
    const { field, root } = prerenderedPage();
    livenPrerender(document);
    field('password').focus();
    field('email').focus();
    renderApp(root, jest.fn());
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => handOff());

    // The password was left empty: its message shows, as after a blur in the app.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('moves what was typed, and the fields left, from one language’s copy to the other', () => {
    const { shown, field } = prerenderedPage();
    livenPrerender(document);
    field('email').value = 'ana@demo.com.br';
    field('remember').checked = true;
    field('password').focus();
    field('email').focus();
    const spanish = document.querySelector('#prerender > [lang="es"]')!;
    copyTyped(shown, spanish);
    const twin = (name: string) => spanish.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(twin('email').value).toBe('ana@demo.com.br');
    expect(twin('remember').checked).toBe(true);
    expect(twin('password')).toHaveAttribute('data-left');
    expect(twin('email')).not.toHaveAttribute('data-left');
  });

  it('leaves the app’s form alone when nothing was typed, and after the hand-off', () => {
    const { root } = prerenderedPage();
    const send = jest.fn();
    renderApp(root, send);
    act(() => handOff());
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    act(() => handOff());
    expect(send).not.toHaveBeenCalled();
  });

  it('carries nothing to a visitor the gate kept the prerender from (signed in)', () => {
    const { field, root } = prerenderedPage();
    document.documentElement.className = '';
    field('email').value = 'typed@demo.com.br';
    renderApp(root, jest.fn());
    act(() => handOff());
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  describe('when the app is shown before its page (the safety net, a slow network)', () => {
    /** Typed and submitted on the prerender, handed off to an app still loading its page. */
    function submittedBeforeThePage() {
      const { shown, field, root } = prerenderedPage();
      livenPrerender(document);
      field('email').value = 'super.pago@demo.com.br';
      field('password').value = 'Senha@123';
      field('password').focus();
      shown.querySelector('form')!.requestSubmit();
      const send = jest.fn();
      const app = renderApp(root, send, 'loading');
      act(() => handOff());
      expect(document.getElementById('prerender')).toBeNull();
      return { send, ...app };
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
    });

    it('carries the values, the focus and the held submit, once, to the page when it comes', async () => {
      const { send, showForm } = submittedBeforeThePage();
      await act(async () => jest.runAllTimers());
      expect(send).not.toHaveBeenCalled();

      // The page comes (a microtask after its commit, the carry; then the timers).
      await act(async () => showForm());
      await act(async () => jest.runAllTimers());

      expect(screen.getByLabelText('E-mail')).toHaveValue('super.pago@demo.com.br');
      expect(screen.getByLabelText('Senha')).toHaveFocus();
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0][0]).toMatchObject({
        email: 'super.pago@demo.com.br',
        password: 'Senha@123',
      });
      // Later renders of the page do not carry it out again.
      // The page comes (a microtask after its commit, the carry; then the timers).
      await act(async () => showForm());
      await act(async () => jest.runAllTimers());
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('carries nothing to a page at another address (the visitor went elsewhere)', async () => {
      const { send, showForm } = submittedBeforeThePage();
      window.history.pushState(null, '', '/minha-conta/login/sso');
      // The page comes (a microtask after its commit, the carry; then the timers).
      await act(async () => showForm());
      await act(async () => jest.runAllTimers());
      expect(screen.getByLabelText('E-mail')).toHaveValue('');
      expect(send).not.toHaveBeenCalled();
    });
  });

  it('leaves the caret where typing after the takeover put it', async () => {
    const { field, root } = prerenderedPage();
    field('password').value = 'Senha@';
    field('password').focus();
    field('password').setSelectionRange(6, 6);
    renderApp(root, jest.fn());
    jest.useFakeTimers();
    try {
      act(() => handOff());
      const password = screen.getByLabelText('Senha') as HTMLInputElement;
      // Keys reach the app's field before the timer that puts the carried caret back.
      for (const key of '123') {
        fireEvent.keyDown(password, { key });
        fireEvent.change(password, { target: { value: password.value + key } });
        password.setSelectionRange(password.value.length, password.value.length);
      }
      await act(async () => jest.runAllTimers());
      expect(password).toHaveValue('Senha@123');
      expect([password.selectionStart, password.selectionEnd]).toEqual([9, 9]);
    } finally {
      jest.useRealTimers();
    }
  });
});
