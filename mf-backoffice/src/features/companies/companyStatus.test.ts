import type { AdminCompany, Subscription } from '@portal/api';
import { statusChange } from './companyStatus';

const company = (fields: Partial<AdminCompany>): AdminCompany => ({
  id: 'c-1',
  name: 'Empresa Exemplo Ltda',
  isSaas: true,
  type: 'stationLight',
  plan: 'advanced',
  active: true,
  cnpj: '11222333000181',
  expiresAt: null,
  saas: null,
  currentImplementationModule: null,
  groups: [],
  motherCompanies: [],
  ...fields,
});

const subscription = (status: Subscription['status']): Subscription => ({
  subscriptionId: 'sub-1',
  companyId: 'c-1',
  status,
  planCode: 'adw',
  planName: 'Advanced',
  productItems: [],
  customer: { customerEmail: 'financeiro@exemplo.com.br' },
  paymentProfile: null,
  paymentMethodCode: 'credit_card',
  nextBillingAt: null,
  startAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
});

describe('statusChange (spec §4)', () => {
  it('flips the deleted flag of a client', () => {
    const client = company({ isSaas: false });
    expect(statusChange(client, undefined, 'disabled')).toEqual({
      subscription: null,
      deleted: true,
      deletedChanged: true,
    });
    expect(statusChange(client, undefined, 'active').deletedChanged).toBe(false);
    expect(statusChange({ ...client, active: false }, undefined, 'active')).toEqual({
      subscription: null,
      deleted: false,
      deletedChanged: true,
    });
  });

  it('cancels the running subscription of a SaaS account instead of deleting it', () => {
    const running = subscription('active');
    expect(statusChange(company({}), [running], 'disabled')).toEqual({
      subscription: { change: 'cancel', subscription: running },
      deleted: false,
      deletedChanged: false,
    });
    // A late one is still running: it is cancelled too.
    expect(statusChange(company({}), [subscription('late')], 'disabled').subscription?.change).toBe(
      'cancel',
    );
  });

  it('reactivates a cancelled one', () => {
    const cancelled = subscription('canceled');
    expect(statusChange(company({ active: false }), [cancelled], 'active')).toEqual({
      subscription: { change: 'reactivate', subscription: cancelled },
      deleted: false,
      deletedChanged: false,
    });
    // Kept disabled: nothing to do, and it stays undeleted.
    expect(statusChange(company({ active: false }), [cancelled], 'disabled')).toEqual({
      subscription: null,
      deleted: false,
      deletedChanged: false,
    });
  });

  it('clears the flag of a SaaS account deleted while its subscription runs (older data)', () => {
    const deleted = company({ active: false });
    expect(statusChange(deleted, [subscription('active')], 'active')).toEqual({
      subscription: null,
      deleted: false,
      deletedChanged: true,
    });
    expect(statusChange(deleted, [subscription('active')], 'disabled')).toEqual({
      subscription: null,
      deleted: true,
      deletedChanged: false,
    });
  });

  it('flips the deleted flag of a SaaS account without a subscription', () => {
    expect(statusChange(company({}), [], 'disabled')).toEqual({
      subscription: null,
      deleted: true,
      deletedChanged: true,
    });
  });
});
