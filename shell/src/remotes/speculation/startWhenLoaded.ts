/**
 * Starts `start` with what `loading` brings (code loaded on demand), unless cancelled before it
 * came. Returns a function that cancels it, started or not. A failed load starts nothing: what is
 * started this way is speculative, and a visit still loads what it needs itself.
 */
export function startWhenLoaded<T>(
  loading: Promise<T>,
  start: (loaded: T) => () => void,
): () => void {
  let cancelled = false;
  let stop: (() => void) | undefined;
  loading.then(
    (loaded) => {
      if (!cancelled) stop = start(loaded);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}
