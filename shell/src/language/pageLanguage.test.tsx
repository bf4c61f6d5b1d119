import { act, screen, waitFor, within } from '@testing-library/react';
import { api, toSession } from '@portal/api';
import { activateLocale, i18n, LOCALE_KEY } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderShell } from '../testing/renderShell';
import { Header } from '../frame/Header';
import { followSessionLanguage, pageLocale } from './pageLanguage';

const page = installPageSandbox();
const PASSWORD = 'Senha@123';

/** What a sign-in page does with the login answer (mf-auth's signInWith). */
async function signInThroughLogin(email: string, password = PASSWORD, companyID?: string) {
  // The API client's first call loads its texts: inside act, as the page's update it causes.
  const answer = await act(() =>
    api.login({ email, password, ...(companyID ? { companyID } : {}) }),
  );
  if (answer.status !== 200) throw new Error(`${email}: ${answer.status}`);
  await act(async () => {
    sessionStore.getState().signIn(toSession(answer.payload));
    await settle();
  });
}

/** Lets the language switch that follows a sign-in or sign-out happen inside act. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A sign-up made in Spanish (mf-auth's wizard sends the page's language), then signed out. */
async function signUpInSpanish(email: string) {
  const { payload } = await act(() =>
    api.newSaasCompany({
      userName: 'Lucía Fernández',
      phone: '11987654321',
      role: 'co',
      companyName: 'Andes Consultoría Ltda',
      email,
      password: PASSWORD,
      codeMotherCompany: null,
      origin: 'saas',
      projectReference: 'essential_saas',
      stationLight: true,
      selectedPlans: [],
      language: 'ES',
    }),
  );
  expect(payload.user?.language).toBe('ES');
  act(() => sessionStore.getState().logout());
}

const banner = () => screen.getByRole('banner');
const spanishChoice = () => within(banner()).queryByRole('radio', { name: 'ES Español' });

let unfollow = () => {};
beforeEach(async () => {
  localStorage.clear();
  await renderShell(<Header />, { session: null });
  unfollow = followSessionLanguage(sessionStore);
});
afterEach(() => {
  unfollow();
  act(() => sessionStore.getState().logout());
  localStorage.clear();
});

describe('the page speaks the account language once signed in (spec §3, §9)', () => {
  it('takes the account language at sign-in on a device that never chose: a sign-up made in Spanish stays Spanish', async () => {
    await signUpInSpanish('lucia@andes.com.br');
    // Another device: nothing stored, the page in Portuguese.
    localStorage.clear();
    expect(i18n.locale).toBe('pt-BR');

    await signInThroughLogin('lucia@andes.com.br');

    expect(await within(banner()).findByRole('button', { name: /Menú del perfil/ })).toBeVisible();
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Spanish is offered (a light plan), and the device's own choice is still none.
    expect(spanishChoice()).toBeChecked();
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
  });

  it("keeps a device's stored choice on a light plan", async () => {
    await signUpInSpanish('lucia@andes.com.br');
    localStorage.setItem(LOCALE_KEY, 'pt-BR');

    await signInThroughLogin('lucia@andes.com.br');

    expect(await within(banner()).findByRole('button', { name: /Menu do perfil/ })).toBeVisible();
    expect(i18n.locale).toBe('pt-BR');
    expect(within(banner()).getByRole('radio', { name: 'PT Português' })).toBeChecked();
    expect(spanishChoice()).not.toBeChecked();
  });

  it('speaks Portuguese with no Spanish choice to a Station 1.0 account, whatever the device stored; after sign-out the visitor choice is back', async () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    await act(async () => activateLocale(await pageLocale(null)));
    expect(spanishChoice()).toBeChecked();

    await signInThroughLogin('multi@demo.com.br', PASSWORD, 'c-delta');

    expect(await within(banner()).findByRole('button', { name: /Menu do perfil/ })).toBeVisible();
    await waitFor(() => expect(i18n.locale).toBe('pt-BR'));
    expect(within(banner()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');

    await act(async () => {
      sessionStore.getState().logout();
      await settle();
    });

    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(spanishChoice()).toBeChecked();
  });

  it('starts a page already signed in (a reload) in the account rule', async () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    expect(await pageLocale(page.sessionOf('multi@demo.com.br', 'c-delta'))).toBe('pt-BR');
    expect(await pageLocale(page.sessionOf('super.pago@demo.com.br'))).toBe('es');
    expect(await pageLocale(null)).toBe('es');
  });
});
