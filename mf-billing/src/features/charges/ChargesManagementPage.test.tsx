import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingStatus } from '@portal/domain';
import { setRuntimeConfig } from '@portal/config';
import { sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import remote from '../../routes';
import { renderBilling } from '../../testing/renderBilling';

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
    expect(within(details).getByText('Cartão de crédito terminado em 1111')).toBeInTheDocument();
    expect(within(details).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[BillingStatus, string]>([
    ['active', 'Ativo'],
    ['paid', 'Ativo'],
    ['canceled', 'Inativo'],
    ['pending', 'Pagamento pendente'],
    ['processing', 'Processando'],
    ['late', 'Pagamento atrasado'],
  ])('a %s subscription reads as %s', async (status, label) => {
    subscriptionOf('c-horizonte').status = status;
    await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
    const details = await screen.findByRole('region', { name: /Gestão da assinatura/ });
    expect(within(details).getByText(label)).toBeInTheDocument();
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
  }, 15_000);

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
    expect(within(rows[0]!).getByRole('link', { name: 'Ver boleto' })).toHaveAttribute(
      'target',
      '_blank',
    );
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
    await user.click(screen.getByRole('button', { name: /2/ }));
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
    expect(screen.getByText('Cartão de crédito terminado em 1111')).toBeInTheDocument();
    page.sandbox.clear('billHistory');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('table', { name: 'Histórico de cobranças' }),
    ).toBeInTheDocument();
  }, 15_000);
});
