// With the flags on and the chunk of the parts beyond the spec not coming (a network failure, a
// bad deploy), the billing page still works as the spec's page, and the failure is reported.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearReports, getReports } from '@portal/telemetry';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderBilling } from '../../flows/renderBilling';

jest.mock('./components/ProposedParts', () => {
  throw new Error('Loading chunk proposed-parts failed.');
});

const page = installPageSandbox();
const ROUTE = '/gestao-de-cobrancas';

beforeEach(() => clearReports());

it('shows the late slip, its history and the card without the parts, and reports why', async () => {
  const user = userEvent.setup();
  await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
  const banner = await screen.findByRole('alert');
  expect(within(banner).getByRole('link', { name: 'Abrir o boleto' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
  const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
  expect(within(table).getAllByRole('link', { name: /Ver boleto/ }).length).toBeGreaterThan(0);
  expect(within(banner).queryByRole('button', { name: 'Pagar com Pix' })).toBeNull();
  expect(within(table).queryByRole('button', { name: /^Recibo/ })).toBeNull();
  expect(getReports()).toContainEqual(
    expect.objectContaining({ phase: 'remote-part', remote: 'mf_billing' }),
  );
});

it('says the card on file as the spec does', async () => {
  await renderBilling(ROUTE, { session: page.sessionOf('super.pago@demo.com.br') });
  const details = await screen.findByRole('region', { name: /Gestão da assinatura/ });
  expect(
    await within(details).findByText('Cartão de crédito terminado em 1111'),
  ).toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: 'Alterar cartão' })).toBeNull();
});
