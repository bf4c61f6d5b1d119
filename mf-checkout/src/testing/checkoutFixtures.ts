// Values the checkout's part stories start from: a company as the company step holds it, and
// the card of the payment step.
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
