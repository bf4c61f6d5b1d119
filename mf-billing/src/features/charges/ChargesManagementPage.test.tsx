import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingStatus } from '@portal/domain';
import { setRuntimeConfig } from '@portal/config';
import { maskCnpj } from '@portal/rules';
import { sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { fixPageClock, installPageSandbox, PAGE_TEST_NOW } from '@portal/testing/sandbox';
import remote from '../../routes';
import { renderBilling } from '../../flows/renderBilling';
import { pdfText } from '../../testing/pdfText';

const page = installPageSandbox();
const ROUTE = '/gestao-de-cobrancas';

const subscriptionOf = (companyId: string) =>
  page.sandbox.db().subscriptions.find((subscription) => subscription.companyId === companyId)!;

describe('/gestao-de-cobrancas', () => {
  it('puts the late slip first, with what is owed, since when, and the slip in a new tab', async () => {
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      /Você tem um boleto de R\$\s3\.080,00 em atraso desde \d{2}\/\d{2}\/\d{4}/,
    );
    const slip = within(banner).getByRole('link', { name: 'Abrir o boleto' });
    expect(slip).toHaveAttribute('target', '_blank');
    expect(slip.getAttribute('href')).toMatch(/\/slips\/bill-esw-/);
    expect(banner).toHaveTextContent(
      /Linha digitável: \d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/,
    );
    expect(within(banner).getByRole('button', { name: 'Copiar a linha digitável' })).toBeEnabled();
    expect(screen.getByText('Pagamento atrasado')).toBeInTheDocument();
    expect(screen.getByText('Boleto bancário')).toBeInTheDocument();
  });

  it('reads the bills with the subscriptions before it opens: opened after its preload, it asks for nothing', async () => {
    // A page the shell renders ahead starts no read until it is shown: what its preload left
    // unread was sent at the click (issue 29).
    const session = page.sessionOf('super.atrasado@demo.com.br');
    setRuntimeConfig(testRuntimeConfig());
    sessionStore.setState({ session });
    await remote.routes.find((route) => route.path === 'gestao-de-cobrancas')!.preload!();
    const subscriptions = page.sandbox.hold('subscriptions');
    const bills = page.sandbox.hold('billHistory');
    await renderBilling(ROUTE, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent(/em atraso desde/);
    expect(screen.getByRole('region', { name: /Gestão da assinatura/ })).toBeInTheDocument();
    expect([subscriptions.received, bills.received]).toEqual([0, 0]);
  });

  it('shows a paid subscription: status, plan, price per month, next billing date, card', async () => {
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    const details = await screen.findByRole('region', { name: /Gestão da assinatura/ });
    expect(within(details).getByText('Ativo')).toBeInTheDocument();
    // Advanced (3.280,00) + web channel (590,00).
    expect(within(details).getByText(/^R\$\s3\.870,00$/)).toBeInTheDocument();
    expect(
      await within(details).findByText(/^Cartão Visa terminado em 1111, válido até 12\/\d{4}$/),
    ).toBeInTheDocument();
    expect(within(details).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, BillingStatus, BillingStatus | null, string]>([
    ['active, its charges paid', 'active', 'paid', 'Ativo'],
    ['paid', 'paid', 'paid', 'Ativo'],
    ['canceled', 'canceled', 'paid', 'Inativo'],
    ['active, its last charge pending', 'active', 'pending', 'Pagamento pendente'],
    ['active, its last charge processing', 'active', 'processing', 'Processando'],
    ['active, its last charge late', 'active', 'late', 'Pagamento atrasado'],
    // Spec §4: what the charges say wins over the server's pending…
    ['pending, its charges paid', 'pending', 'paid', 'Ativo'],
    // …and an empty charge list reads as active.
    ['late, without charges', 'late', null, 'Ativo'],
  ])('a subscription %s reads as %s', async (_, status, lastCharge, label) => {
    const subscription = subscriptionOf('c-horizonte');
    subscription.status = status;
    if (lastCharge) subscription.bills.at(-1)!.charges[0]!.status = lastCharge;
    else subscription.bills = [];
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    const details = await screen.findByRole('region', { name: /Gestão da assinatura/ });
    expect(await within(details).findByText(label)).toBeInTheDocument();
  });

  it('points a company without a subscription to plan selection', async () => {
    const db = page.sandbox.db();
    db.subscriptions = db.subscriptions.filter((s) => s.companyId !== 'c-horizonte');
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    expect(await screen.findByText('Sua empresa ainda não tem uma assinatura')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher um plano' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/checkout$/),
    );
  });

  it('offers a calm retry when the subscriptions do not load', async () => {
    const user = userEvent.setup();
    page.sandbox.fail('subscriptions', 503, { times: Infinity });
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    expect(
      await screen.findByText('Não foi possível carregar suas assinaturas', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    page.sandbox.clear('subscriptions');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Ativo')).toBeInTheDocument());
  });

  it('changes the billing e-mail: the same one and an invalid one refused, then saved', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    const field = await screen.findByRole('textbox', { name: 'Novo e-mail de cobrança' });
    const save = screen.getByRole('button', { name: 'Salvar e-mail' });

    await user.type(field, 'financeiro@horizonte.com.br');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Use um e-mail diferente do atual');
    await user.clear(field);
    await user.type(field, 'financeiro@');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Use um e-mail válido');

    await user.clear(field);
    await user.type(field, 'contas@horizonte.com.br');
    await user.click(save);
    expect(await screen.findByText('E-mail de cobrança atualizado')).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').customerEmail).toBe('contas@horizonte.com.br');
    expect(
      await screen.findByText('As cobranças são enviadas para contas@horizonte.com.br.'),
    ).toBeInTheDocument();
  });

  it('says to refresh or call support when the e-mail cannot be saved, keeping what was typed', async () => {
    const user = userEvent.setup();
    page.sandbox.fail('updateCustomerEmail', 500);
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    const field = await screen.findByRole('textbox', { name: 'Novo e-mail de cobrança' });
    await user.type(field, 'contas@horizonte.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar e-mail' }));
    expect(await screen.findByText('Atualize a página ou fale com o suporte.')).toBeInTheDocument();
    expect(field).toHaveValue('contas@horizonte.com.br');
  });

  it('lists the charges newest first, a page at a time, a late slip as late', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Pagamento atrasado');
    expect(rows[1]).toHaveTextContent('Ativo');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Ver boleto (abre em uma nova aba)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('gives every card charge a link to its bill, in a new tab that cannot reach back', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const bills = subscriptionOf('c-horizonte').bills;
    for (const row of rows) {
      const link = within(row).getByRole('link', { name: 'Ver fatura (abre em uma nova aba)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(
        bills.map((bill) => link.getAttribute('href')?.endsWith(`/bills/${bill.id}`)),
      ).toContain(true);
    }
    expect(within(table).queryByText('Cartão de crédito')).not.toBeInTheDocument();
  });

  it("names the card charge's bill link in Spanish", async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br'), locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Historial de cobros' }));
    const table = await screen.findByRole('table', { name: 'Historial de cobros' });
    expect(
      within(table).getAllByRole('link', { name: 'Ver factura (se abre en una nueva pestaña)' }),
    ).toHaveLength(4);
  });

  it('pages a long history', async () => {
    const user = userEvent.setup();
    const paid = subscriptionOf('c-horizonte');
    const template = paid.bills[0]!;
    paid.bills = Array.from({ length: 8 }, (_, index) => ({
      ...template,
      id: `bill-long-${index}`,
      charges: template.charges.map((charge) => ({
        ...charge,
        dueAt: new Date(Date.UTC(2026, index, 5, 15)).toISOString(),
      })),
    }));
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(6);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('05/08/2026');
    const pages = screen.getByRole('navigation', { name: 'Páginas do histórico de cobranças' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('05/02/2026');
  });

  it('tells how to cancel an active subscription, and only an active one', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const phone = screen.getByRole('link', { name: /\d{4}/ });
    expect(phone.getAttribute('href')).toMatch(/^tel:\d+$/);
    const mail = screen.getByRole('link', { name: /@/ });
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toMatch(
      /^mailto:.+\?subject=Cancelamento da assinatura Advanced \+ Canal de denúncias web$/,
    );
    expect(screen.getByRole('button', { name: 'Copiar telefone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar e-mail' })).toBeInTheDocument();
  });

  it('offers no cancelling for a late subscription', async () => {
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    await screen.findByRole('button', { name: 'Histórico de cobranças' });
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('shows due dates as São Paulo calendar dates whatever the zone the browser is in', async () => {
    const zone = process.env.TZ;
    // UTC+14: 01:00 UTC on the 12th is already the 12th here, and still the 11th in São Paulo.
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const late = subscriptionOf('c-cerrado');
      const lastBill = late.bills[late.bills.length - 1]!;
      lastBill.charges[0]!.dueAt = '2026-11-12T01:00:00.000Z';
      expect(new Date(lastBill.charges[0]!.dueAt).getDate()).toBe(12);
      await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
      expect(await screen.findByRole('alert')).toHaveTextContent(/desde 11\/11\/2026/);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('writes its amounts as R$ in Spanish too: banner, details and history', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, {
      session: page.sessionOf('super.atrasado@demo.com.br'),
      locale: 'es',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Tiene un boleto de R\$\s3\.080,00 atrasado desde/,
    );
    const details = screen.getByRole('region', { name: /Gestión de la suscripción/ });
    expect(within(details).getByText(/^R\$\s3\.080,00$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Historial de cobros' }));
    const table = await screen.findByRole('table', { name: 'Historial de cobros' });
    expect(within(table).getAllByText(/^R\$\s3\.080,00$/)).toHaveLength(3);
    expect(document.body).not.toHaveTextContent('BRL');
  });

  it('offers a calm retry in the history when it does not load, the rest of the page still there', async () => {
    const user = userEvent.setup();
    page.sandbox.fail('billHistory', 503, { times: Infinity });
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    expect(
      await screen.findByText(
        'Não foi possível carregar o histórico de cobranças',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Cartão Visa terminado em 1111/)).toBeInTheDocument();
    page.sandbox.clear('billHistory');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('table', { name: 'Histórico de cobranças' }),
    ).toBeInTheDocument();
  });
});

// Issue 43: the banner, the details and the history give one answer for one subscription, read
// on the page's clock in São Paulo time, whatever the server's own status says.
describe('one status for a subscription around its slip’s due day', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    // 23:30 in São Paulo on the 21st is already the 22nd in UTC.
    [
      'the day before',
      '2026-11-21T23:30:00-03:00',
      'Pagamento pendente',
      'com vencimento em',
      'status',
    ],
    // 23:30 in São Paulo on the 22nd is already the 23rd in UTC: still the due day.
    [
      'on the due day',
      '2026-11-22T23:30:00-03:00',
      'Pagamento pendente',
      'com vencimento em',
      'status',
    ],
    [
      'the day after',
      '2026-11-23T00:30:00-03:00',
      'Pagamento atrasado',
      'em atraso desde',
      'alert',
    ],
  ])('%s (%s): all three read %s', async (_, now, label, banner, bannerRole) => {
    fixPageClock(new Date(now));
    const user = userEvent.setup();
    const subscription = subscriptionOf('c-cerrado');
    // The server has not marked anything late: its subscription and its slip say pending.
    subscription.status = 'pending';
    const slip = subscription.bills.at(-1)!.charges[0]!;
    slip.status = 'pending';
    slip.dueAt = '2026-11-22T15:00:00.000Z';

    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    // The banner interrupts a screen reader only once the slip is late.
    const title = await screen.findByText(
      new RegExp(`^Você tem um boleto de R\\$\\s3\\.080,00 ${banner} 22/11/2026$`),
    );
    expect(title.closest('[role]')).toHaveAttribute('role', bannerRole);
    const details = screen.getByRole('region', { name: /Gestão da assinatura/ });
    expect(within(details).getByText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('22/11/2026');
    expect(within(rows[0]!).getByText(label)).toBeInTheDocument();
    expect(rows.slice(1).map((row) => within(row).getByText('Ativo'))).toHaveLength(2);
    // Only an active subscription offers cancelling; neither pending nor late is.
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });
});

describe('paying the late slip by Pix (issue 54, ADR 013: flag billing-pix)', () => {
  const LATE = 'super.atrasado@demo.com.br';
  // The page's clock at the sandbox's (the code's countdown reads it).
  beforeEach(() => fixPageClock(PAGE_TEST_NOW));
  afterEach(() => jest.useRealTimers());

  it('shows the code to pay, learns without a reload that the bank confirmed it, and the late slip goes', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf(LATE) });
    const banner = await screen.findByRole('alert');
    await user.click(await within(banner).findByRole('button', { name: 'Pagar com Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' });
    expect(
      await within(dialog).findByRole('img', { name: /^QR Code do Pix de R\$\s3\.080,00$/ }),
    ).toBeVisible();
    const [pix] = page.sandbox.db().pix;
    expect(within(dialog).getByText(pix!.brCode)).toBeInTheDocument();
    expect(within(dialog).getByText('15:00')).toBeInTheDocument();

    // The bank confirms it: the next read (every 2 s) says so.
    expect(page.sandbox.settlePix('paid')).toBe(true);
    expect(
      await within(dialog).findByText('Pagamento recebido!', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The charges read again: nothing owed, the subscription active.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const details = screen.getByRole('region', { name: /Gestão da assinatura/ });
    expect(within(details).getByText('Ativo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why when the Pix cannot be made, and makes it on a second try', async () => {
    const user = userEvent.setup();
    page.sandbox.fail('createPix', 502, 'pix_unavailable');
    await renderBilling(ROUTE, { session: page.sessionOf(LATE) });
    await user.click(await screen.findByRole('button', { name: 'Pagar com Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' });
    expect(
      await within(dialog).findByText(
        'Não foi possível gerar o Pix agora. Tente novamente em instantes.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
  });

  it('offers no Pix with its flag off', async () => {
    await renderBilling(ROUTE, {
      session: page.sessionOf(LATE),
      config: {
        featureFlags: { ...testRuntimeConfig().featureFlags, 'billing-pix': false },
      },
    });
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'Abrir o boleto' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Pagar com Pix' })).toBeNull();
  });
});

describe("a paid charge's receipt (issue 54, ADR 013: flag billing-documents)", () => {
  /** The files the page hands to the browser: their names and bytes. */
  function catchDownloads() {
    const files: { name: string; bytes: Promise<Uint8Array> }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:receipt-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href)!;
      files.push({
        name: this.download,
        bytes: new Response(blob).arrayBuffer().then((buffer) => new Uint8Array(buffer)),
      });
    });
    return files;
  }

  it('downloads a PDF made in the page that names the company, the amount in R$ and the day in São Paulo', async () => {
    const files = catchDownloads();
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    // The late charge has none; each paid one has its own.
    const receipts = await within(table).findAllByRole('button', { name: /^Recibo de / });
    expect(receipts).toHaveLength(2);
    const oldest = subscriptionOf('c-cerrado').bills[0]!;
    await user.click(receipts.at(-1)!);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`recibo-REC-${oldest.id}.1.pdf`);
    const text = pdfText(await files[0]!.bytes);
    expect(text[0]).toBe(`Recibo de pagamento nº REC-${oldest.id}.1`);
    expect(text).toContain('Cerrado Alimentos Ltda — CNPJ ' + maskedCnpj('c-cerrado'));
    expect(text).toContain('R$\u00a03.080,00');
    const paidAt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(oldest.charges[0]!.dueAt),
    );
    expect(text.some((line) => line.startsWith(`${paidAt} às `))).toBe(true);
  });

  it("links each paid charge's NFS-e on the city hall's site, in a new tab, where one was issued", async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    const notes = await within(table).findAllByRole('link', { name: /^NFS-e nº \d{8} de / });
    // The two paid charges have theirs; the late one, still owed, has none.
    expect(notes).toHaveLength(2);
    const oldest = subscriptionOf('c-cerrado').bills[0]!;
    const when = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(oldest.charges[0]!.dueAt),
    );
    const last = notes.at(-1)!;
    expect(last).toHaveAccessibleName(new RegExp(`de ${when} \\(abre em uma nova aba\\)$`));
    expect(last).toHaveAttribute('target', '_blank');
    expect(last.getAttribute('href')).toMatch(new RegExp(`/nfse/${oldest.id}\\.1$`));
    // The page it opens is the note of that charge.
    const opened = await fetch(last.getAttribute('href')!);
    expect(await opened.text()).toContain('Cerrado Alimentos Ltda');
  });

  it('offers no receipt with its flag off', async () => {
    const user = userEvent.setup();
    await renderBilling(ROUTE, {
      session: page.sessionOf('super.atrasado@demo.com.br'),
      config: { featureFlags: { ...testRuntimeConfig().featureFlags, 'billing-documents': false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
    expect(within(table).getAllByRole('link', { name: /Ver boleto/ }).length).toBeGreaterThan(0);
    expect(within(table).queryByRole('button', { name: /^Recibo/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: /^NFS-e/ })).toBeNull();
  });
});

/** A company's CNPJ as the receipt writes it (the portal's mask, letters and all). */
const maskedCnpj = (companyId: string) =>
  maskCnpj(page.sandbox.db().companies.find((company) => company.id === companyId)!.cnpj);
