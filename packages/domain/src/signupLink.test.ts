import fc from 'fast-check';
import { planFromCode, type Tier } from './plans';
import {
  LINK_CHANNELS,
  LINK_DEFAULTS,
  parseSignupPlans,
  signupLinkPath,
  signupPlanCodes,
  toggleLinkChannel,
  withSignupPlans,
  type LinkChannel,
} from './signupLink';

const tier = fc.constantFrom<Tier>('essential', 'advanced', 'enterprise');
const channel = fc.constantFrom<LinkChannel>(...LINK_CHANNELS);

describe('sign-up link generator', () => {
  it('starts with Advanced and the web channel: plan adw', () => {
    expect(signupPlanCodes(LINK_DEFAULTS.tier, LINK_DEFAULTS.channels)).toEqual(['adw']);
  });

  it('maps each channel to a plan code of spec §9', () => {
    expect(signupPlanCodes('essential', ['os'])).toEqual(['es']);
    expect(signupPlanCodes('advanced', ['sl0800', 'sw', 'sl'])).toEqual([
      'adw',
      'adwl',
      'adwl0800',
    ]);
    expect(signupPlanCodes('enterprise', [])).toEqual([]);
  });

  it('builds the registration path with the mother-company code or false', () => {
    expect(signupLinkPath('advanced', ['sw', 'sl'], 'REDESUL')).toBe(
      '/login/cadastro/adw,adwl/REDESUL',
    );
    expect(signupLinkPath('essential', ['os'])).toBe('/login/cadastro/es/false');
    expect(signupLinkPath('essential', ['os'], '  ')).toBe('/login/cadastro/es/false');
    expect(signupLinkPath('essential', [], 'REDESUL')).toBeNull();
  });

  it("puts the chosen plans in the sp segment of the server's registration link", () => {
    const server = 'https://portal.example/minha-conta/login/cadastro/adw/REDESUL?origem=gestao';
    expect(withSignupPlans(server, 'enterprise', ['sw', 'sl'])).toBe(
      'https://portal.example/minha-conta/login/cadastro/enw,enwl/REDESUL?origem=gestao',
    );
    expect(withSignupPlans(server, 'essential', ['os'])).toBe(
      'https://portal.example/minha-conta/login/cadastro/es/REDESUL?origem=gestao',
    );
    // Not a registration address, not an address, or no channel: nothing to put the plans in.
    expect(withSignupPlans('https://portal.example/redes/REDESUL', 'advanced', ['sw'])).toBeNull();
    expect(withSignupPlans('REDESUL', 'advanced', ['sw'])).toBeNull();
    expect(withSignupPlans(server, 'advanced', [])).toBeNull();
  });

  it('makes os exclusive: choosing it clears the others, choosing another clears it', () => {
    expect(toggleLinkChannel(['sw', 'sl'], 'os')).toEqual(['os']);
    expect(toggleLinkChannel(['os'], 'sl0800')).toEqual(['sl0800']);
    expect(toggleLinkChannel(['sl0800'], 'sw')).toEqual(['sw', 'sl0800']);
    expect(toggleLinkChannel(['sw', 'sl'], 'sw')).toEqual(['sl']);
    expect(toggleLinkChannel(['os'], 'os')).toEqual([]);
  });

  it('never leaves os beside another channel, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.array(channel, { maxLength: 20 }), (clicks) => {
        const chosen = clicks.reduce(toggleLinkChannel, LINK_DEFAULTS.channels as LinkChannel[]);
        expect(chosen.includes('os') && chosen.length > 1).toBe(false);
        expect(new Set(chosen).size).toBe(chosen.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes plan codes the registration page reads back, of the chosen tier', () => {
    fc.assert(
      fc.property(tier, fc.subarray([...LINK_CHANNELS]), (chosenTier, channels) => {
        const codes = signupPlanCodes(chosenTier, channels);
        expect(codes).toHaveLength(channels.length);
        expect(codes.every((code) => planFromCode(code)?.tier === chosenTier)).toBe(true);
        expect(parseSignupPlans(codes.join(','))).toEqual(codes);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the known plan codes of an sp parameter, once each', () => {
    expect(parseSignupPlans('adw, ADWL,zz,adw,')).toEqual(['adw', 'adwl']);
    expect(parseSignupPlans(undefined)).toEqual([]);
  });
});
