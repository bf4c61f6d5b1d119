import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import qrcode from 'qrcode-generator';
import { renderWithPortal } from '@portal/testing/render';
import { loadUiMessages } from '@portal/ui/messages';
import { PixPayment, type PixPaymentState } from './PixPayment';
import { registerPixTexts } from './pixTexts';
import { localDeadline } from './useCountdown';

const BR_CODE =
  '00020101021226720014br.gov.bcb.pix2550pix.sandbox.minhaconta.com.br/qr/v2/cobv/pix8f2c1a' +
  '5204000053039865406289.905802BR5922MINHA CONTA PLATAFORMA6009SAO PAULO62070503***6304CC20';

/** The kit's texts as the portal has them; its own come with it (registered once, below). */
const render = (element: React.ReactElement, locale: 'pt-BR' | 'es' = 'pt-BR') =>
  renderWithPortal(element, { locale, catalogs: { ui: loadUiMessages } });

// Its texts are in before the clock is faked (a page waits for them in a Suspense).
beforeAll(() => registerPixTexts());

const pending = (expiresAt: string): PixPaymentState => ({
  pixId: 'pix-1',
  brCode: BR_CODE,
  amount: 289.9,
  createdAt: '2026-11-28T21:50:00.000Z',
  expiresAt,
  status: 'pending',
});

describe('PixPayment', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T22:00:00.000Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the QR code of the copy-and-paste code, copies the code, and counts the time down to an expiry that offers a new code', async () => {
    const onRenew = jest.fn();
    await render(<PixPayment pix={pending('2026-11-28T22:01:05.000Z')} onRenew={onRenew} />);
    const qr = screen.getByRole('img', { name: /^QR Code do Pix de R\$\s289,90$/ });
    // The code the QR carries, module for module (the quiet zone of 4 aside).
    const reference = qrcode(0, 'M');
    reference.addData(BR_CODE);
    reference.make();
    expect(qr.getAttribute('viewBox')).toBe(
      `0 0 ${reference.getModuleCount() + 8} ${reference.getModuleCount() + 8}`,
    );
    expect(screen.getByText(BR_CODE)).toBeInTheDocument();
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aguardando o pagamento');

    await act(async () => jest.advanceTimersByTime(5_000));
    expect(screen.getByText('1:00')).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup: user-event installs its own clipboard on navigator.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(BR_CODE);

    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Este código Pix expirou')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it('says when it was paid', async () => {
    await render(
      <PixPayment
        pix={{ ...pending('2026-11-28T22:15:00.000Z'), status: 'paid' }}
        onRenew={() => undefined}
      />,
    );
    expect(screen.getByText('Pagamento recebido!')).toBeInTheDocument();
    expect(screen.getByText(/^A cobrança de R\$\s289,90 está paga\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await render(
      <PixPayment pix={pending('2026-11-28T22:15:00.000Z')} onRenew={() => undefined} />,
      'es',
    );
    expect(screen.getByRole('img', { name: /^Código QR del Pix de R\$\s289,90$/ })).toBeVisible();
    expect(screen.getByText('Pix copia y pega')).toBeInTheDocument();
    expect(screen.getByText('15:00')).toBeInTheDocument();
  });
});

describe('localDeadline', () => {
  const created = '2026-11-28T22:00:00.000Z';
  const expires = '2026-11-28T22:15:00.000Z';
  it('counts by the clock where it agrees with the server, else from the whole time', () => {
    // In step with the server, 5 minutes in: 10 left.
    expect(localDeadline(created, expires, Date.parse('2026-11-28T22:05:00.000Z'))).toBe(
      Date.parse(expires),
    );
    // A clock an hour ahead, or behind: the whole 15 minutes from now.
    const ahead = Date.parse('2026-11-28T23:05:00.000Z');
    expect(localDeadline(created, expires, ahead)).toBe(ahead + 15 * 60_000);
    const behind = Date.parse('2026-11-28T21:00:00.000Z');
    expect(localDeadline(created, expires, behind)).toBe(behind + 15 * 60_000);
  });
});
