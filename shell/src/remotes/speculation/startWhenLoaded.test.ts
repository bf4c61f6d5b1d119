import { startWhenLoaded } from './startWhenLoaded';

describe('startWhenLoaded (speculative work whose code comes on demand)', () => {
  const settle = async () => {
    for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
  };

  it('starts once the code is in, and the cancel stops what was started', async () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    const cancel = startWhenLoaded(Promise.resolve('module'), start);
    await settle();
    expect(start).toHaveBeenCalledWith('module');
    cancel();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when cancelled before the code came, or when it could not come', async () => {
    const start = jest.fn(() => () => undefined);
    startWhenLoaded(Promise.resolve('module'), start)();
    startWhenLoaded(Promise.reject(new Error('offline')), start);
    await settle();
    expect(start).not.toHaveBeenCalled();
  });
});
