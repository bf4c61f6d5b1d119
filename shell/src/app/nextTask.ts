/**
 * Resolves in a task of its own, so the browser can paint and answer a key or a click before what
 * follows: the app's start is a series of steps that each fit in a short task, and a slow phone
 * never waits for all of them at once behind a prerendered page that already takes typing.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
