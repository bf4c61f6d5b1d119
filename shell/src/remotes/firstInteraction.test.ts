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
});
