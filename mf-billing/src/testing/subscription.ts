// The seeded paid subscription (sub-1) of the sandbox, as the billing page's parts receive it.
import type { Subscription } from '@portal/api';

export const SUBSCRIPTION: Subscription = {
  subscriptionId: 'sub-1',
  companyId: 'c-horizonte',
  status: 'active',
  planCode: 'adw',
  planName: 'Advanced + Canal de denúncias web',
  productItems: [
    { productCode: 'advanced', productName: 'Advanced', price: 3280 },
    { productCode: 'web_channel', productName: 'Canal de denúncias web', price: 590 },
  ],
  customer: { customerEmail: 'financeiro@horizonte.com.br' },
  paymentProfile: { cardNumberLastFour: '1111' },
  paymentMethodCode: 'credit_card',
  nextBillingAt: '2026-12-20T12:00:00.000Z',
  startAt: '2026-08-01T12:00:00.000Z',
  expiresAt: '2026-12-20T12:00:00.000Z',
};
