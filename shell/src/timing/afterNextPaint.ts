/**
 * Runs `task` in a task of its own once the next frame has painted; returns a function that
 * cancels it. For work a visitor's action starts but does not wait for (preloading, loading what
 * a frame already stands in for): run in the action's own task, or in the effects React flushes
 * at the end of it, it holds the frame that answers the action.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
