// What the shell does on a visitor's intent (intent.ts, idle.ts) is of no use before they
// interact: its code comes with their first interaction, so a visit that only looks pays for
// none of it (issue 42: the cold login's bytes must not grow).
import { whenIdle } from '../../timing/whenIdle';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

let first: Promise<Event> | null = null;

/** Resolves with the visitor's first interaction with the page: a pointer over it, a press, a touch, a focus, a key. */
export function firstInteraction(): Promise<Event> {
  first ??= new Promise<Event>((resolve) => {
    const onFirst = (event: Event) => {
      for (const type of EVENTS) window.removeEventListener(type, onFirst, { capture: true });
      resolve(event);
    };
    for (const type of EVENTS) {
      window.addEventListener(type, onFirst, { capture: true, passive: true });
    }
  });
  return first;
}

/**
 * Resolves with the visitor's first interaction, once the browser is idle after it: what it
 * brings must not delay the interaction's own next paint (a press that follows at once).
 */
export function afterFirstInteraction(): Promise<Event> {
  return firstInteraction().then(
    (event) =>
      new Promise<Event>((resolve) => {
        whenIdle(() => resolve(event), { timeout: 500 });
      }),
  );
}
