import { setupI18n } from '@lingui/core';
import { CHANNELS, PLAN_CODES, planFromCode, planName, STATION, TIERS } from '@portal/domain';
import { loadRulesMessages } from './messages-loader';
import { CHANNEL_LABELS, planLabel, productLabel } from './products';

async function i18nIn(locale: 'pt-BR' | 'es') {
  return setupI18n({ locale, messages: { [locale]: await loadRulesMessages(locale) } });
}

describe('product catalog', () => {
  it('names the channels in Portuguese as the domain does', async () => {
    const i18n = await i18nIn('pt-BR');
    expect(Object.values(CHANNEL_LABELS).map((label) => i18n._(label))).toEqual(
      Object.values(CHANNELS).map((channel) => channel.name),
    );
  });

  it('names the channels in Spanish', async () => {
    const i18n = await i18nIn('es');
    expect(Object.values(CHANNEL_LABELS).map((label) => i18n._(label))).toEqual([
      'Canal de denuncias web',
      'Canal de denuncias web con enlace',
      'Canal 0800 con psicólogos y enlace',
    ]);
  });

  it('keeps the names of the tiers and of Station, and an unknown code as it is', async () => {
    for (const locale of ['pt-BR', 'es'] as const) {
      const i18n = await i18nIn(locale);
      expect(
        [...Object.values(TIERS), STATION].map(({ code }) => productLabel(code, i18n)),
      ).toEqual(['Essential', 'Advanced', 'Enterprise', 'Station']);
      expect(productLabel('lgpd_essential', i18n)).toBe('lgpd_essential');
    }
  });

  it('translates the channels by product code', async () => {
    expect(productLabel(CHANNELS.wl.code, await i18nIn('es'))).toBe(
      'Canal de denuncias web con enlace',
    );
    expect(productLabel(CHANNELS.wl.code, await i18nIn('pt-BR'))).toBe(
      'Canal de denúncias web com link',
    );
  });

  it('names every plan in Portuguese as planName of the domain', async () => {
    const i18n = await i18nIn('pt-BR');
    for (const code of PLAN_CODES) {
      const plan = planFromCode(code)!;
      expect(planLabel(plan, i18n)).toBe(planName(plan));
      expect(planLabel(code, i18n)).toBe(planName(plan));
    }
  });

  it('names the plans in Spanish, by plan or by code; an unknown code as it is', async () => {
    const i18n = await i18nIn('es');
    expect(planLabel('es', i18n)).toBe('Essential');
    expect(planLabel(planFromCode('adw')!, i18n)).toBe('Advanced + Canal de denuncias web');
    expect(planLabel('enwl0800', i18n)).toBe('Enterprise + Canal 0800 con psicólogos y enlace');
    expect(planLabel('xyz', i18n)).toBe('xyz');
  });
});
