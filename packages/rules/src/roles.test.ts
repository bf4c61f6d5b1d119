import { setupI18n } from '@lingui/core';
import { SIGN_UP_ROLES, USER_ROLES } from '@portal/domain';
import { loadRulesMessages } from './messages-loader';
import { roleOptions } from './roles';

async function i18nIn(locale: 'pt-BR' | 'es') {
  return setupI18n({ locale, messages: { [locale]: await loadRulesMessages(locale) } });
}

describe('role catalog', () => {
  it('names every role in Portuguese, in the domain order', async () => {
    expect(roleOptions(await i18nIn('pt-BR'), USER_ROLES).map(({ label }) => label)).toEqual([
      'Compliance Officer (CO)',
      'CEO',
      'CEO e CO',
      'CFO (responsável pela compra)',
      'i-Plus',
      'Colaborador',
    ]);
  });

  it('offers the sign-up roles with what each does, in Spanish too', async () => {
    expect(roleOptions(await i18nIn('es'), SIGN_UP_ROLES)).toEqual([
      {
        value: 'co',
        label: 'Compliance Officer (CO)',
        description: 'Ejecuta las tareas del programa de compliance.',
      },
      {
        value: 'cfo',
        label: 'CFO (responsable de la compra)',
        description:
          'Solo se encarga de la compra: no accede al contenido de la plataforma hasta recibir la función de CO o de CEO.',
      },
      { value: 'ceo', label: 'CEO', description: 'Aprueba las tareas y los documentos.' },
    ]);
  });

  it('leaves the roles without a description undescribed', async () => {
    const [employee] = roleOptions(await i18nIn('pt-BR'), ['employee']);
    expect(employee).toEqual({ value: 'employee', label: 'Colaborador' });
  });
});
