import { SETTLED_AFTER_MS, whenPageSettled } from './settled';

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
