import { QUIET_AFTER_INTERACTION_MS, whenIdleAfterInteraction } from './idle';

describe('whenIdleAfterInteraction (speculative work, once the visitor has stopped choosing)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const press = () => window.dispatchEvent(new Event('pointerdown'));
  /** The quiet wait, then the browser's idle moment (a timer where requestIdleCallback is missing). */
  const quiet = async (ms = QUIET_AFTER_INTERACTION_MS) => {
    jest.advanceTimersByTime(ms);
    jest.advanceTimersByTime(200);
    await settle();
  };
  const settle = async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };

  it('waits for an interaction, then for the visitor to leave the page alone', async () => {
    const task = jest.fn();
    const cancel = whenIdleAfterInteraction(task);
    await quiet(10_000);
    expect(task).not.toHaveBeenCalled();
    press();
    await quiet(QUIET_AFTER_INTERACTION_MS - 300);
    press(); // the menu item, chosen soon after the menu opened: nothing speculative yet
    await quiet(QUIET_AFTER_INTERACTION_MS - 300);
    expect(task).not.toHaveBeenCalled();
    await quiet();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('told the visitor has just interacted (its code came with that interaction), starts the wait at once', async () => {
    const task = jest.fn();
    const cancel = whenIdleAfterInteraction(task, { interacted: true });
    await quiet(QUIET_AFTER_INTERACTION_MS - 300);
    expect(task).not.toHaveBeenCalled();
    await quiet(300);
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('aborts the task when the visitor interacts while it runs, and runs it again once quiet, until it ends once', async () => {
    const signals: AbortSignal[] = [];
    let finish = () => {};
    const task = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const cancel = whenIdleAfterInteraction(task);
    press();
    await quiet();
    expect(signals).toHaveLength(1);
    press();
    expect(signals[0]!.aborted).toBe(true);
    await quiet();
    expect(signals).toHaveLength(2);
    finish();
    await settle();
    press();
    await quiet();
    expect(task).toHaveBeenCalledTimes(2);
    expect(signals[1]!.aborted).toBe(false);
    cancel();
  });

  it('when cancelled (the visitor left the page), aborts what runs and starts nothing more', async () => {
    const signals: AbortSignal[] = [];
    const task = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>(() => undefined);
    });
    const cancel = whenIdleAfterInteraction(task);
    press();
    await quiet();
    cancel();
    expect(signals[0]!.aborted).toBe(true);
    press();
    await quiet();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
