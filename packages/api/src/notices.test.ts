import { setupI18n } from '@lingui/core';
import { noticeQueue, takeNotices } from '@portal/notify';
import { ApiError } from './client/errors';
import { loadApiMessages } from './messages-loader';
import { notifyFailure } from './notices';

const queued = () => noticeQueue.getState().queued;

afterEach(() => takeNotices(queued().map((notice) => notice.id)));

it('raises a critical toast: the title says what failed, the text why (spec §8)', async () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: await loadApiMessages('es') } });
  notifyFailure(i18n, 'Error al ingresar', new ApiError({ code: 'wrong_mail_or_password' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(queued()).toEqual([
    expect.objectContaining({
      title: 'Error al ingresar',
      description: 'Correo electrónico o contraseña incorrectos.',
      tone: 'critical',
    }),
  ]);
});
