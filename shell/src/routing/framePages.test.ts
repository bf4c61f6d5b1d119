import { aSession } from '@portal/session/testing';
import { mayChoosePlan } from '@portal/session/purchase';
import { framePageAt } from './framePages';

const paying = aSession();
const onTrial = aSession({ choosedPlan: 'trial', finishedCheckout: false });

describe('framePageAt (the pages the shell draws before their remote)', () => {
  it('knows the menu’s pages by their pattern, for any session', () => {
    expect(framePageAt('/gestao-de-cobrancas', paying)?.title.message).toBe('Gestão de cobranças');
    expect(framePageAt('gestao-de-usuarios/', null)?.title.message).toBe('Gestão de usuários');
    expect(framePageAt('/gestao-de-cobrancas/outra', paying)).toBeUndefined();
  });

  it('draws plan selection’s title only for the sessions the header’s "Planos" is shown to', () => {
    expect(mayChoosePlan(onTrial)).toBe(true);
    expect(framePageAt('/checkout', onTrial)?.title.message).toBe('Escolha seu plano');
    // A paying customer's /checkout says why it does not sell them a plan: no such title.
    expect(mayChoosePlan(paying)).toBe(false);
    expect(framePageAt('/checkout', paying)).toBeUndefined();
    expect(framePageAt('/checkout', null)).toBeUndefined();
  });
});
