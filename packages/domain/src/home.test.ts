import { EXECUTION_MODULE, inactiveReason, mayBuyNow, type PlanChooser } from './home';
import { USER_ROLES } from './users';

const card = (code: string, active: boolean) => ({ active, service: { code } });

describe('inactiveReason', () => {
  it('opens an active module to every role but cfo', () => {
    for (const role of USER_ROLES.filter((candidate) => candidate !== 'cfo')) {
      expect(inactiveReason(role, card('compliance', true))).toBeNull();
    }
  });

  it('closes every module to a cfo, even one the server marks active', () => {
    expect(inactiveReason('cfo', card('compliance', true))).toBe('cfo');
    expect(inactiveReason('cfo', card(EXECUTION_MODULE, false))).toBe('cfo');
  });

  it('says the execution module waits for the implementation, and any other is not available', () => {
    expect(inactiveReason('co', card(EXECUTION_MODULE, false))).toBe('execution-pending');
    expect(inactiveReason('ceo', card('canal-de-denuncias', false))).toBe('unavailable');
  });
});

describe('mayBuyNow', () => {
  const owner: PlanChooser = { isSaas: true, isSuperUser: true, choosedPlan: 'trial' };

  it("is the trial SaaS account's owner's", () => {
    expect(mayBuyNow(owner)).toBe(true);
  });

  it('is nobody else’s: not a colleague, not a paid or undecided plan, not outside SaaS', () => {
    expect(mayBuyNow({ ...owner, isSuperUser: false })).toBe(false);
    expect(mayBuyNow({ ...owner, choosedPlan: 'paid' })).toBe(false);
    expect(mayBuyNow({ ...owner, choosedPlan: null })).toBe(false);
    expect(mayBuyNow({ ...owner, isSaas: false })).toBe(false);
  });
});
