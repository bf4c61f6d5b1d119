import type * as FirstInteraction from './firstInteraction';

describe('firstInteraction (the code for a visitor’s intent comes with their first interaction)', () => {
  // A fresh module per test: the first interaction is once per page.
  const load = () => jest.requireActual<typeof FirstInteraction>('./firstInteraction');
  beforeEach(() => jest.resetModules());

  it('waits for the visitor, then resolves once with what they did first', async () => {
    const { firstInteraction } = load();
    let seen: Event | null = null;
    void firstInteraction().then((event) => (seen = event));
    await Promise.resolve();
    expect(seen).toBeNull();

    const press = new Event('pointerdown');
    window.dispatchEvent(press);
    window.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(seen).toBe(press);
    await expect(firstInteraction()).resolves.toBe(press);
  });

  it('counts a pointer over the page, a touch, a focus and a key as interactions', async () => {
    for (const type of ['pointerover', 'touchstart', 'focusin', 'keydown']) {
      jest.resetModules();
      const { firstInteraction } = load();
      const first = firstInteraction();
      window.dispatchEvent(new Event(type));
      await expect(first).resolves.toMatchObject({ type });
    }
  });

  it('afterFirstInteraction waits for the browser to be idle after it, so a press that follows paints first', async () => {
    jest.useFakeTimers();
    const { afterFirstInteraction } = load();
    let seen: Event | null = null;
    void afterFirstInteraction().then((event) => (seen = event));
    const over = new Event('pointerover');
    window.dispatchEvent(over);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(seen).toBeNull();
    jest.advanceTimersByTime(1);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(seen).toBe(over);
    jest.useRealTimers();
  });
});
