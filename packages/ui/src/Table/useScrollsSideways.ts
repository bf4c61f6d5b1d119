import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether the element's content is wider than it, as its size or content changes. */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    // The observer's first report comes with the browser's own layout, before the paint: a
    // measure here would force that layout inside React's commit, on a whole new page.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
