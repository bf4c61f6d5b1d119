// Values the checkout's part stories and tests start from: a company as the company step holds
// it, the card of the payment step, and the sandbox's trial owner at checkout.
import type { PageSandbox } from '@portal/testing/sandbox';
import type { CompanyFields, PaymentFields } from '../features/purchase/model';
import { EMPTY_COMPANY } from '../features/purchase/model';

export const COMPANY: CompanyFields = {
  ...EMPTY_COMPANY,
  companyName: 'Aurora Consultoria Ltda',
  cnpj: '11.222.333/0001-81',
  zipcode: '01310-100',
  typeStreet: 'Avenida',
  street: 'Avenida Paulista',
  number: '1000',
  typeNeighborhood: 'Bairro',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  municipalRegistration: '4123000',
  financeEmail: 'financeiro@aurora.com.br',
  financePhone: '11 9 8765-4321',
};

export const CARD: PaymentFields & { readonly method: 'credit_card' } = {
  method: 'credit_card',
  holderName: 'TIAGO MOREIRA',
  cardNumber: '5555 5555 5555 4444',
  holderTaxId: '529.982.247-25',
  expiry: '12/30',
  cvv: '',
};

/** The sandbox's demo trial owner, signed in, after choosing a paid plan: /start is checkout. */
export const CHECKOUT_OWNER = 'super.trial@demo.com.br';

/**
 * The demo trial owner after choosing paid plans (`selectedPlans`) and finishing onboarding, in
 * `page`'s sandbox: /start is checkout. Its records and a session to render with.
 */
export function atCheckout(page: PageSandbox, selectedPlans: string[] = ['es']) {
  const db = page.sandbox.db();
  const owner = db.users.find((user) => user.email === CHECKOUT_OWNER)!;
  Object.assign(owner, {
    finishedPlanChoice: true,
    choosedPlan: 'paid',
    finishedOnboarding: 'true',
    finishedCheckout: false,
    selectedPlans,
  });
  return { db, owner, session: page.sessionOf(CHECKOUT_OWNER) };
}
