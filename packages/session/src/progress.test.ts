import { clearReports, getReports } from '@portal/telemetry';
import { PROGRESS_REGISTRATION_ERROR, reportProgressFailure } from './progress';

afterEach(() => clearReports());

describe('a failed progress registration', () => {
  it("is logged with the spec's text, the step and the call's own reason", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    reportProgressFailure('finish-onboarding', new Error('HTTP 500'), 'mf_checkout');
    expect(getReports()).toEqual([
      expect.objectContaining({
        phase: 'progress-registration',
        message: 'Erro ao registrar progresso. Tente novamente.',
        remote: 'mf_checkout',
        context: { step: 'finish-onboarding', reason: 'HTTP 500' },
      }),
    ]);
    expect(logged).toHaveBeenCalledWith(
      '[portal:report]',
      expect.stringContaining(PROGRESS_REGISTRATION_ERROR),
    );
    logged.mockRestore();
  });
});
