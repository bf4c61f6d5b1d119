import { aSession } from '@portal/testing/render';
import { formatErrorDetails, type ErrorDetailsLabels } from './copyDetails';

const labels: ErrorDetailsLabels = {
  message: 'Mensaje',
  user: 'Usuario',
  email: 'Correo electrónico',
  company: 'Empresa',
  reportId: 'Código del error',
  when: 'Fecha',
  page: 'Página',
  notSignedIn: 'sin sesión iniciada',
  modules: 'Módulos',
};

const input = {
  message: 'boom',
  reportId: 'ERR-1',
  at: '2026-11-26T12:00:00.000Z',
  page: '/minha-conta/',
  session: aSession(),
};

describe('formatErrorDetails', () => {
  it('ends with the live remotes on one line, in its labels', () => {
    const text = formatErrorDetails(
      {
        ...input,
        remotes: {
          mf_auth: '0.1.1-3f9a2c1d loaded',
          mf_billing: '0.1.0-0badc0de failed (render) pinned',
        },
      },
      labels,
    );
    expect(text.split('\n')).toEqual([
      'Mensaje: boom',
      'Usuario: Maria Souza (u-1)',
      'Correo electrónico: maria@demo.com.br',
      'Empresa: Empresa Demo Ltda (c-1)',
      'Código del error: ERR-1',
      'Fecha: 2026-11-26T12:00:00.000Z',
      'Página: /minha-conta/',
      'Módulos: mf_auth 0.1.1-3f9a2c1d loaded, mf_billing 0.1.0-0badc0de failed (render) pinned',
    ]);
  });

  it('leaves the line out when no remote is known', () => {
    expect(formatErrorDetails(input, labels)).not.toContain('Módulos');
    expect(formatErrorDetails({ ...input, remotes: {} }, labels)).not.toContain('Módulos');
  });
});
