// The bills (faturas) the sandbox issues, served on its own origin at /bills/{billId}: what a
// billing provider's bill page shows a customer who follows a charge's details link (a card
// charge has no slip to print): who pays, the plan, the period, the amount and each charge with
// its status and means of payment. A test document: it proves nothing was paid.
import { planFromCode, planName } from '@portal/domain';
import type { BillingStatus, Db } from './db';
import { escapeHtml, idInPath } from './respond';
import { date, formatCnpj, money, page } from './slips';

const BILL_PREFIX = '/bills/';

/** Where a bill's page lives on the sandbox, as stored in the data (see `slipPath`). */
export const billPath = (billId: string): string => `${BILL_PREFIX}${encodeURIComponent(billId)}`;

/** The bill id a `/bills/{billId}` path names ('' when unreadable), or null for another path. */
export const billIdOf = (pathname: string): string | null => idInPath(BILL_PREFIX, pathname);

const STATUS: Readonly<Record<BillingStatus, string>> = {
  active: 'Paga',
  paid: 'Paga',
  inactive: 'Cancelada',
  canceled: 'Cancelada',
  pending: 'Aguardando pagamento',
  processing: 'Em processamento',
  late: 'Em atraso',
  waiting_confirmation: 'Aguardando confirmação',
};

function findBill(db: Db, billId: string) {
  for (const subscription of db.subscriptions) {
    const bill = subscription.bills.find((candidate) => candidate.id === billId);
    if (bill) {
      const company = db.companies.find((candidate) => candidate.id === subscription.companyId);
      return { bill, subscription, company };
    }
  }
  return null;
}

/** `GET /bills/{billId}`: the page of any bill the sandbox issued, or a 404 page. */
export function billPage(db: Db, billId: string): Response {
  const found = findBill(db, billId);
  if (!found) {
    return page(
      404,
      'Fatura não encontrada',
      '<main><h1>Fatura não encontrada</h1><p>Nenhuma fatura deste endereço foi emitida.</p></main>',
    );
  }
  const { bill, subscription, company } = found;
  const payer = company ? company.name || company.fantasyName : '';
  const plan = planFromCode(subscription.planCode);
  const rows: [string, string][] = [
    ['Cliente', payer],
    ...(company?.cnpj ? ([['CNPJ', formatCnpj(company.cnpj)]] as [string, string][]) : []),
    ['Plano', plan ? planName(plan) : subscription.planCode],
    [
      'Período',
      `${date.format(new Date(bill.period.startAt))} a ${date.format(new Date(bill.period.endAt))}`,
    ],
    ['Valor', money.format(bill.amount)],
    ['Fatura', bill.id],
  ];
  const charges = bill.charges.map((charge) => {
    const means =
      charge.paymentMethodCode === 'credit_card'
        ? `Cartão de crédito${subscription.cardNumberLastFour ? ` terminado em ${subscription.cardNumberLastFour}` : ''}`
        : 'Boleto bancário';
    return `<li>${escapeHtml(date.format(new Date(charge.dueAt)))}: ${escapeHtml(means)}, ${escapeHtml(STATUS[charge.status])}</li>`;
  });
  return page(
    200,
    `Fatura ${bill.id} — ${payer}`,
    `<main><h1>Fatura</h1>
<p class="note">Documento de teste do sandbox: não comprova nenhum pagamento.</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Cobranças</h2><ul>${charges.join('')}</ul>
<button type="button" onclick="window.print()">Imprimir</button></main>`,
  );
}
