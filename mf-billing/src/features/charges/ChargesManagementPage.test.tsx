import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingStatus } from '@portal/domain';
import { installPageSandbox } from '@portal/testing/sandbox';
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
    expect(screen.getByText('Pagamento atrasado')).toBeInTheDocument();
    expect(screen.getByText('Boleto bancário')).toBeInTheDocument();
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
});
