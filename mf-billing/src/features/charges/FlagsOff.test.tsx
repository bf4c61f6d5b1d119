// With every flag of issue 54 off (as in production until the backend ships, ADR 013), the billing
// page shows nothing of it and loads nothing of it: not its parts, not their texts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/i18n';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { messages as proposedTexts } from '../../locales/proposed/pt-BR/messages';
import { renderBilling } from '../../flows/renderBilling';

const page = installPageSandbox();
const ROUTE = '/gestao-de-cobrancas';
const FLAGS_OFF = {
  ...testRuntimeConfig().featureFlags,
  'billing-pix': false,
  'billing-card-on-file': false,
  'billing-documents': false,
};

it('shows and loads nothing beyond the spec with its flags off', async () => {
  const user = userEvent.setup();
  await renderBilling(ROUTE, {
    session: page.sessionOf('super.atrasado@demo.com.br'),
    config: { featureFlags: FLAGS_OFF },
  });
  const banner = await screen.findByRole('alert');
  expect(within(banner).getByRole('link', { name: 'Abrir o boleto' })).toBeInTheDocument();
  expect(within(banner).queryByRole('button', { name: 'Pagar com Pix' })).toBeNull();
  await user.click(await screen.findByRole('button', { name: 'Histórico de cobranças' }));
  const table = await screen.findByRole('table', { name: 'Histórico de cobranças' });
  expect(within(table).getAllByRole('link', { name: /Ver boleto/ }).length).toBeGreaterThan(0);
  expect(within(table).queryByRole('button', { name: /^Recibo/ })).toBeNull();
  expect(within(table).queryByRole('link', { name: /^NFS-e/ })).toBeNull();
  // The texts of the parts beyond the spec were not loaded: their chunk was never asked for.
  const ids = Object.entries(proposedTexts)
    .filter(([, text]) => ['Pagar com Pix', 'Alterar cartão', 'Recibo'].includes(String(text)))
    .map(([id]) => id);
  expect(ids).toHaveLength(3);
  expect(ids.filter((id) => id in i18n.messages)).toEqual([]);
});

it('says the card on file as the spec does, without its brand or expiry', async () => {
  await renderBilling(ROUTE, {
    session: page.sessionOf('super.pago@demo.com.br'),
    config: { featureFlags: FLAGS_OFF },
  });
  const details = await screen.findByRole('region', { name: /Gestão da assinatura/ });
  expect(within(details).getByText('Cartão de crédito terminado em 1111')).toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: 'Alterar cartão' })).toBeNull();
});
