import {
  QUIET_AFTER_INTERACTION_MS,
  SETTLED_AFTER_MS,
  whenIdleAfterInteraction,
  whenPageSettled,
} from './idle';

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

describe('whenPageSettled (small speculative work, once the page a visitor opened is in)', () => {
  /** The page's files arriving, as the browser's resource timing tells them. */
  const observers = new Set<PerformanceObserverCallback>();
  const arrive = () => {
    const entries = [{ responseEnd: performance.now() }];
    const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
    observers.forEach((callback) => callback(list, {} as PerformanceObserver));
  };
  class FakeObserver {
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
    observers.clear();
  });
  const settle = async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };
  const pageLoading = () => {
    let arrived = (_ready: boolean) => {};
    const pageIn = new Promise<boolean>((resolve) => (arrived = resolve));
    return { pageIn, arrived };
  };

  it('waits for the page opened, then for its files to stop arriving, then runs once', async () => {
    const { pageIn, arrived } = pageLoading();
    const task = jest.fn();
    whenPageSettled(pageIn, task);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(task).not.toHaveBeenCalled();

    arrived(true);
    await settle();
    jest.advanceTimersByTime(SETTLED_AFTER_MS - 100);
    arrive(); // the page's read answers
    jest.advanceTimersByTime(SETTLED_AFTER_MS - 100);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100 + 5);
    expect(task).toHaveBeenCalledTimes(1);

    arrive();
    jest.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers.size).toBe(0);
  });

  it('waits while the page shows it is still loading (the kit’s skeletons and indicators)', async () => {
    const task = jest.fn();
    const placeholder = document.createElement('div');
    placeholder.setAttribute('data-loading', '');
    document.body.append(placeholder);
    whenPageSettled(Promise.resolve(true), task);
    await settle();
    jest.advanceTimersByTime(5 * SETTLED_AFTER_MS);
    expect(task).not.toHaveBeenCalled();
    placeholder.remove();
    jest.advanceTimersByTime(SETTLED_AFTER_MS + 5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs too when the page opened failed to load (what comes next may still load)', async () => {
    const task = jest.fn();
    whenPageSettled(Promise.reject(new Error('down')), task);
    await settle();
    jest.advanceTimersByTime(SETTLED_AFTER_MS + 5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when cancelled (the visitor signed out, the menu changed), never runs', async () => {
    const { pageIn, arrived } = pageLoading();
    const task = jest.fn();
    const cancel = whenPageSettled(pageIn, task);
    arrived(true);
    await settle();
    jest.advanceTimersByTime(SETTLED_AFTER_MS - 1);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    expect(observers.size).toBe(0);
  });
});
