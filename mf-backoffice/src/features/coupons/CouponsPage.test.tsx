import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@portal/config';
import { formatCurrency } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import remote from '../../routes';
import { renderBackoffice } from '../../flows/renderBackoffice';

// Seed: BEMVINDO10 (Essential plans, 10 % on Essential for 3 months), PARCEIRO25 (Advanced
// plans, 25 % on Advanced for 12 months and 50 % on the web channel for 1 month), REDE100
// (Enterprise plans, 15 % on Enterprise, permanent), and ANTIGO50, deleted.
const page = installPageSandbox();
const ADMIN = 'admin@provedor.com.br';
const ROUTE = '/gestao-de-empresas/cupons';
const CREATE_FAILURE = 'Ocorreu um erro ao criar o cupom de desconto.';
const TAKEN = 'Já existe um cupom com este código.';
const PERCENTAGE = 'Digite um desconto maior que 0 e de no máximo 100%.';

type User = ReturnType<typeof userEvent.setup>;

const db = () => page.sandbox.db();
const live = () => db().coupons.filter((coupon) => !coupon.deleted);
const record = (code: string) => db().coupons.find((coupon) => coupon.couponCode === code);
const brl = (value: number) => formatCurrency(value, 'pt-BR');
/** The field's description includes `text` (after its hint, if it has one). */
const saying = (text: string) => expect.stringContaining(text);

afterEach(() => sessionStore.getState().logout());

async function openPage(options: { locale?: 'pt-BR' | 'es'; waitFor?: string } = {}) {
  const result = await renderBackoffice(ROUTE, {
    session: page.sessionOf(ADMIN),
    locale: options.locale,
  });
  await screen.findByRole('rowheader', { name: options.waitFor ?? 'BEMVINDO10' });
  return { ...result, user: userEvent.setup() };
}

const codes = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const row = (code: string) => within(screen.getByRole('rowheader', { name: code }).closest('tr')!);

/** More coupons, made from BEMVINDO10. */
function addCoupons(count: number) {
  const model = record('BEMVINDO10')!;
  for (let index = 1; index <= count; index += 1) {
    db().coupons.push({ ...model, _id: `cp-test-${index}`, couponCode: `EXTRA${index}` });
  }
}

async function openCreate(user: User) {
  await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Criar cupom' }));
  const discount = (number: number) => {
    const group = within(dialog.getByRole('group', { name: `Desconto ${number}` }));
    return {
      product: group.getByRole('combobox', { name: 'Produto' }),
      percentage: group.getByRole('textbox', { name: 'Desconto (%)' }),
      duration: group.getByRole('combobox', { name: 'Duração' }),
      remove: group.getByRole('button', { name: `Remover desconto ${number}` }),
    };
  };
  return {
    dialog,
    code: dialog.getByRole('textbox', { name: 'Código do cupom' }),
    plan: (name: string) => dialog.getByRole('checkbox', { name }),
    discount,
    add: dialog.getByRole('button', { name: 'Adicionar desconto' }),
    create: dialog.getByRole('button', { name: 'Criar cupom' }),
  };
}

type CreateForm = Awaited<ReturnType<typeof openCreate>>;

/** A valid coupon: VERAO20 on Advanced, 20 % on Advanced for 6 months. */
async function fillValid(user: User, form: CreateForm, code = 'verao20') {
  await user.type(form.code, code);
  await user.click(form.plan('Advanced (ad)'));
  const first = form.discount(1);
  await user.selectOptions(first.product, 'Advanced');
  await user.type(first.percentage, '20');
  await user.selectOptions(first.duration, '6 meses');
}

const optionLabels = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options)
    .filter((option) => option.value !== '')
    .map((option) => option.textContent);

describe('/gestao-de-empresas/cupons: its first read', () => {
  it('reads the coupons before the page opens: opened after its preload, it asks for nothing', async () => {
    setRuntimeConfig(testRuntimeConfig());
    const session = page.sessionOf(ADMIN);
    sessionStore.setState({ session });
    await remote.routes.find((route) => `/${route.path}` === ROUTE)!.preload!();
    const list = page.sandbox.hold('listCoupons');
    await renderBackoffice(ROUTE, { session });
    await screen.findByRole('rowheader', { name: 'BEMVINDO10' });
    expect(codes()).toContain('PARCEIRO25');
    expect(list.received).toBe(0);
  });
});

describe('coupons: the list', () => {
  it('shows each coupon with its plans and discounts, and the actions on it', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cupons de desconto' })).toBeVisible();
    expect(codes()).toEqual(['BEMVINDO10', 'PARCEIRO25', 'REDE100']);
    expect(row('BEMVINDO10').getByText('Essential')).toBeInTheDocument();
    expect(
      row('BEMVINDO10').getByText('Essential + Canal 0800 com psicólogos e link'),
    ).toBeInTheDocument();
    expect(row('BEMVINDO10').getByText('Essential: 10% por 3 meses')).toBeInTheDocument();
    expect(row('PARCEIRO25').getByText('Advanced: 25% por 12 meses')).toBeInTheDocument();
    expect(
      row('PARCEIRO25').getByText('Canal de denúncias web: 50% por 1 mês'),
    ).toBeInTheDocument();
    expect(row('REDE100').getByText('Enterprise: 15%, permanente')).toBeInTheDocument();
    for (const action of ['Detalhes', 'Editar código', 'Excluir']) {
      expect(
        row('REDE100').getByRole('button', { name: `${action} (REDE100)` }),
      ).toBeInTheDocument();
    }
    // Three fit one page.
    expect(screen.queryByRole('navigation', { name: /Páginas de/ })).toBeNull();
  });

  it('pages the list by 10', async () => {
    addCoupons(9);
    const { user } = await openPage();
    expect(codes()).toHaveLength(10);
    const pagination = within(
      screen.getByRole('navigation', { name: 'Páginas de Cupons de desconto' }),
    );
    expect(pagination.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(pagination.getByRole('button', { name: 'Página 2' }));
    expect(codes()).toEqual(['EXTRA8', 'EXTRA9']);
  });

  it('shows placeholder rows while the list loads', async () => {
    const list = page.sandbox.hold('listCoupons');
    await renderBackoffice(ROUTE, { session: page.sessionOf(ADMIN) });
    const table = await screen.findByRole('table', { name: 'Cupons de desconto' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    list.release();
    expect(await screen.findByRole('rowheader', { name: 'BEMVINDO10' })).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('says when there is no coupon', async () => {
    db().coupons = [];
    await renderBackoffice(ROUTE, { session: page.sessionOf(ADMIN) });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum cupom cadastrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Use o botão Criar cupom para oferecer um desconto.'),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    // The client retries a failed read: it fails until cleared.
    page.sandbox.fail('listCoupons', 503, { times: Infinity });
    await renderBackoffice(ROUTE, { session: page.sessionOf(ADMIN) });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Não foi possível resgatar os cupons.')).toBeInTheDocument();
    expect(
      within(alert).getByText('Atualize a página ou tente novamente em alguns instantes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    page.sandbox.clear('listCoupons');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('rowheader', { name: 'BEMVINDO10' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível resgatar os cupons.')).toBeNull();
  });
});

describe('coupons: creating one', () => {
  it('creates a coupon: upper-cased code, toast, dialog closed, the list refreshed', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.type(form.code, 'verao20');
    expect(form.code).toHaveValue('VERAO20');
    await user.click(form.plan('Advanced (ad)'));
    await user.click(form.plan('Advanced + Canal de denúncias web (adw)'));

    // Only the products of the chosen plans, each with what it costs after the discount.
    const first = form.discount(1);
    expect(optionLabels(first.product)).toEqual(['Advanced', 'Canal de denúncias web']);
    await user.selectOptions(first.product, 'Advanced');
    await user.type(first.percentage, '20');
    expect(first.percentage).toHaveAttribute('inputmode', 'decimal');
    expect(first.percentage).toHaveAccessibleDescription(
      `${brl(2624)} por mês, em vez de ${brl(3280)}`,
    );
    expect(optionLabels(first.duration)).toEqual([
      '1 mês',
      ...Array.from({ length: 11 }, (_, index) => `${index + 2} meses`),
      'Permanente',
    ]);
    await user.selectOptions(first.duration, '6 meses');

    await user.click(form.add);
    const second = form.discount(2);
    await user.selectOptions(second.product, 'Canal de denúncias web');
    await user.type(second.percentage, '100');
    // The whole price off: never below zero.
    expect(second.percentage).toHaveAccessibleDescription(
      `${brl(0)} por mês, em vez de ${brl(590)}`,
    );
    await user.selectOptions(second.duration, 'Permanente');
    await user.click(form.create);

    expect(await screen.findByText('Cupom criado')).toBeInTheDocument();
    expect(
      screen.getByText('O cupom VERAO20 já pode ser usado nos planos escolhidos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(codes()).toContain('VERAO20'));
    expect(row('VERAO20').getByText('Advanced + Canal de denúncias web')).toBeInTheDocument();
    expect(row('VERAO20').getByText('Advanced: 20% por 6 meses')).toBeInTheDocument();
    expect(
      row('VERAO20').getByText('Canal de denúncias web: 100%, permanente'),
    ).toBeInTheDocument();
    expect(record('VERAO20')).toMatchObject({
      validOnPlans: ['ad', 'adw'],
      discount: [
        { productCode: 'advanced', discountPercentage: 20, cycles: 6 },
        { productCode: 'web_channel', discountPercentage: 100, cycles: 120 },
      ],
      deleted: false,
    });
  });

  it('accepts a decimal percentage written with a comma', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'meio125');
    const first = form.discount(1);
    await user.clear(first.percentage);
    await user.type(first.percentage, '12,5');
    expect(first.percentage).toHaveAccessibleDescription(
      `${brl(2870)} por mês, em vez de ${brl(3280)}`,
    );
    await user.click(form.create);
    await waitFor(() => expect(record('MEIO125')).toBeDefined());
    expect(record('MEIO125')!.discount[0]!.discountPercentage).toBe(12.5);
  });

  it('refuses a code of 3 characters or fewer', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'abc');
    expect(form.code).toHaveValue('ABC');
    await user.click(form.create);
    expect(form.code).toHaveAccessibleDescription(saying('O cupom deve ter mais de 3 caracteres'));
    expect(form.code).toHaveFocus();
    expect(live()).toHaveLength(3);
    // A fourth character makes it valid.
    await user.type(form.code, 'd');
    expect(form.code).not.toHaveAccessibleDescription(
      saying('O cupom deve ter mais de 3 caracteres'),
    );
  });

  it('refuses a coupon without a plan, and offers no product until one is chosen', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    const first = form.discount(1);
    expect(
      within(first.product).getByRole('option', { name: 'Marque um plano primeiro' }),
    ).toBeInTheDocument();
    expect(optionLabels(first.product)).toEqual([]);
    await user.type(form.code, 'semplano');
    await user.type(first.percentage, '10');
    await user.selectOptions(first.duration, '1 mês');
    await user.click(form.create);
    expect(form.plan('Essential (es)')).toHaveAccessibleDescription('Selecione uma opção');
    expect(first.product).toHaveAccessibleDescription('Selecione uma opção');
    expect(live()).toHaveLength(3);
    // Any plan clears it.
    await user.click(form.plan('Enterprise (en)'));
    expect(form.plan('Essential (es)')).not.toHaveAccessibleDescription('Selecione uma opção');
    expect(optionLabels(first.product)).toEqual(['Enterprise']);
  });

  it('refuses a coupon without a discount', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'semdesconto');
    await user.click(form.discount(1).remove);
    expect(form.dialog.queryByRole('group', { name: 'Desconto 1' })).toBeNull();
    expect(form.dialog.getByRole('alert')).toHaveTextContent(
      'Adicione ao menos um desconto por produto.',
    );
    await user.click(form.create);
    expect(live()).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Criar cupom' })).toBeInTheDocument();
  });

  it('refuses a percentage of 0 or above 100, and anything not a number', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'porcento');
    const first = form.discount(1);
    for (const typed of ['0', '101', '100,01', 'dez']) {
      await user.clear(first.percentage);
      await user.type(first.percentage, typed);
      expect(first.percentage).toHaveAccessibleDescription(saying(PERCENTAGE));
    }
    await user.click(form.create);
    expect(first.percentage).toHaveFocus();
    expect(live()).toHaveLength(3);
    await user.clear(first.percentage);
    await user.type(first.percentage, '100');
    expect(first.percentage).not.toHaveAccessibleDescription(saying(PERCENTAGE));
    // An empty percentage is a missing field.
    await user.clear(first.percentage);
    await user.click(form.create);
    expect(first.percentage).toHaveAccessibleDescription('Campo obrigatório!');
  });

  it('refuses a discount without a duration', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.type(form.code, 'semprazo');
    await user.click(form.plan('Essential (es)'));
    const first = form.discount(1);
    await user.selectOptions(first.product, 'Essential');
    await user.type(first.percentage, '10');
    await user.click(form.create);
    expect(first.duration).toHaveAccessibleDescription('Selecione uma opção');
    expect(first.duration).toHaveFocus();
    expect(live()).toHaveLength(3);
  });

  it('refuses a product outside the chosen plans, or discounted twice', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'produtos');
    await user.click(form.plan('Advanced + Canal de denúncias web (adw)'));
    await user.click(form.add);
    const second = form.discount(2);
    await user.selectOptions(second.product, 'Advanced');
    expect(second.product).toHaveAccessibleDescription(
      'Este produto já tem um desconto neste cupom.',
    );
    await user.selectOptions(second.product, 'Canal de denúncias web');
    expect(second.product).not.toHaveAccessibleDescription();
    // The channel's plan unchecked: its discount no longer fits.
    await user.click(form.plan('Advanced + Canal de denúncias web (adw)'));
    expect(second.product).toHaveAccessibleDescription('Escolha um produto dos planos marcados.');
    await user.click(form.create);
    expect(live()).toHaveLength(3);
    // Removing that discount leaves a valid coupon.
    await user.click(second.remove);
    await user.click(form.create);
    await waitFor(() => expect(record('PRODUTOS')).toBeDefined());
  });

  it('shows a taken code on the code field, keeping everything typed (409)', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillValid(user, form, 'parceiro25');
    await user.click(form.create);
    await waitFor(() => expect(form.code).toHaveAccessibleDescription(saying(TAKEN)));
    expect(form.code).toHaveFocus();
    expect(form.code).toHaveValue('PARCEIRO25');
    expect(form.plan('Advanced (ad)')).toBeChecked();
    expect(form.discount(1).product).toHaveValue('advanced');
    expect(form.discount(1).percentage).toHaveValue('20');
    expect(form.discount(1).duration).toHaveValue('6');
    expect(live()).toHaveLength(3);
    // Another code clears it and goes through.
    await user.clear(form.code);
    await user.type(form.code, 'parceiro30');
    expect(form.code).not.toHaveAccessibleDescription(saying(TAKEN));
    await user.click(form.create);
    await waitFor(() => expect(record('PARCEIRO30')).toBeDefined());
  });

  it('says in the dialog when the server refuses the coupon (400)', async () => {
    const { user } = await openPage();
    page.sandbox.fail('createCoupon', 400, 'invalid_discount');
    const form = await openCreate(user);
    await fillValid(user, form);
    await user.click(form.create);
    const alert = within(await form.dialog.findByRole('alert'));
    expect(alert.getByText(CREATE_FAILURE)).toBeInTheDocument();
    expect(
      alert.getByText('Cupom inexistente ou não aplicável aos planos escolhidos.'),
    ).toBeInTheDocument();
    expect(form.code).toHaveValue('VERAO20');
    expect(live()).toHaveLength(3);
  });

  it('shows any other failure in a toast, with the dialog still open', async () => {
    const { user } = await openPage();
    page.sandbox.fail('createCoupon', 500, { code: 'general_update_error', times: Infinity });
    const form = await openCreate(user);
    await fillValid(user, form);
    await user.click(form.create);
    expect(await screen.findByText(CREATE_FAILURE)).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível salvar as alterações. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Criar cupom' })).toBeInTheDocument();
    expect(form.code).toHaveValue('VERAO20');
    expect(form.create).not.toHaveAttribute('aria-busy', 'true');
  });

  it('starts empty at each opening; Cancel creates nothing', async () => {
    const { user } = await openPage();
    let form = await openCreate(user);
    await user.type(form.code, 'rascunho');
    await user.click(form.dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    form = await openCreate(user);
    expect(form.code).toHaveValue('');
    expect(live()).toHaveLength(3);
  });
});

describe('coupons: details, code and deletion', () => {
  it('shows a coupon’s plans and discounts, as the server has them', async () => {
    const { user } = await openPage();
    await user.click(row('PARCEIRO25').getByRole('button', { name: 'Detalhes (PARCEIRO25)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cupom PARCEIRO25' }));
    expect(await dialog.findByText('Advanced: 25% por 12 meses')).toBeInTheDocument();
    expect(dialog.getByText('Advanced + Canal de denúncias web (adw)')).toBeInTheDocument();
    expect(
      dialog.getByText('Advanced + Canal 0800 com psicólogos e link (adwl0800)'),
    ).toBeInTheDocument();
    // Text queries read the currency's no-break space as a space.
    const shown = `${brl(2460)} por mês, em vez de ${brl(3280)}`.replace(/\s/g, ' ');
    expect(dialog.getByText(shown)).toBeInTheDocument();
    expect(dialog.getByText('Canal de denúncias web: 50% por 1 mês')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a coupon cannot be loaded, and tries again', async () => {
    const { user } = await openPage();
    page.sandbox.fail('getCoupon', 503, { times: Infinity });
    await user.click(row('REDE100').getByRole('button', { name: 'Detalhes (REDE100)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cupom REDE100' }));
    expect(
      await dialog.findByText('Não foi possível resgatar o cupom.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    page.sandbox.clear('getCoupon');
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByText('Enterprise: 15%, permanente')).toBeInTheDocument();
  });

  it('changes a coupon’s code', async () => {
    const { user } = await openPage();
    await user.click(row('BEMVINDO10').getByRole('button', { name: 'Editar código (BEMVINDO10)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar código do cupom' }));
    const code = dialog.getByRole('textbox', { name: 'Código do cupom' });
    const save = dialog.getByRole('button', { name: 'Salvar código' });
    expect(code).toHaveValue('BEMVINDO10');
    expect(save).toBeDisabled();

    // Another coupon's code is refused on the field.
    await user.clear(code);
    await user.type(code, 'rede100');
    await user.click(save);
    await waitFor(() => expect(code).toHaveAccessibleDescription(saying(TAKEN)));
    expect(record('BEMVINDO10')).toBeDefined();

    await user.clear(code);
    await user.type(code, 'boasvindas15');
    expect(code).toHaveValue('BOASVINDAS15');
    await user.click(save);
    expect(await screen.findByText('Código alterado')).toBeInTheDocument();
    expect(screen.getByText('O cupom agora se chama BOASVINDAS15.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(codes()).toEqual(['BOASVINDAS15', 'PARCEIRO25', 'REDE100']));
    expect(db().coupons.find((coupon) => coupon._id === 'cp-1')!.couponCode).toBe('BOASVINDAS15');
  });

  it('deletes a coupon only after a confirmation', async () => {
    const { user } = await openPage();
    const remove = row('REDE100').getByRole('button', { name: 'Excluir (REDE100)' });

    // Cancel keeps it, and focus returns to the row's button.
    await user.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: 'Excluir o cupom REDE100?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(record('REDE100')!.deleted).toBe(false);

    await user.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: 'Excluir o cupom REDE100?' }));
    expect(
      dialog.getByText(
        'O cupom REDE100 deixa de valer em novas compras. Esta ação não pode ser desfeita.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Cupom excluído')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(codes()).toEqual(['BEMVINDO10', 'PARCEIRO25']));
    expect(record('REDE100')!.deleted).toBe(true);
  });

  it('keeps the coupon when its deletion fails', async () => {
    const { user } = await openPage();
    page.sandbox.fail('deleteCoupon', 500, { times: Infinity });
    await user.click(row('REDE100').getByRole('button', { name: 'Excluir (REDE100)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir o cupom REDE100?' }));
    await user.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não foi possível excluir o cupom')).toBeInTheDocument();
    expect(codes()).toContain('REDE100');
    expect(record('REDE100')!.deleted).toBe(false);
  });
});

describe('coupons in Spanish', () => {
  it('speaks Spanish', async () => {
    const { user } = await openPage({ locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cupones de descuento' })).toBeVisible();
    expect(row('REDE100').getByText('Enterprise: 15 %, permanente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cupón' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear cupón' }));
    const code = dialog.getByRole('textbox', { name: 'Código del cupón' });
    await user.type(code, 'abc');
    await user.tab();
    expect(code).toHaveAccessibleDescription(saying('El cupón debe tener más de 3 caracteres'));
    expect(
      dialog.getByRole('checkbox', { name: 'Essential + Canal de denuncias web (esw)' }),
    ).toBeInTheDocument();
  });
});
