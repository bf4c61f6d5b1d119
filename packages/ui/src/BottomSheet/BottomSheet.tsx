import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Panel } from '../Panel/Panel';
import * as styles from './BottomSheet.css';

export interface BottomSheetProps {
  /** Names the sheet: the side panel's title, its region and the complementary landmark. */
  readonly title: string;
  /** The bar's small line, on its toggle (e.g. "Total por mês"). */
  readonly label: string;
  /**
   * The bar's large line after the label (e.g. the total). Hidden from screen readers while the
   * sheet is open, where the content says it (with its own live region, if any).
   */
  readonly value?: ReactNode;
  /** What the sheet opens into; a side panel's content from `wide` up. */
  readonly children: ReactNode;
  /** The one action always at hand: at the end of the bar, under the content when open. */
  readonly action: ReactNode;
  /** What closes the content, under the action (a hint, a cancel); hidden on the bar. */
  readonly footer?: ReactNode;
}

/**
 * A summary that stays at hand (a purchase's total and finish): from `wide` up a side panel beside
 * the page's content (inside a `SheetLayout`); narrower, a bar fixed at the bottom of the screen
 * whose toggle (the label and value, a disclosure button) opens the whole content as a sheet over
 * the page, and whose action stays on the bar. Escape closes the open sheet from anywhere inside
 * it, back on its toggle. The content is rendered once at every width (one region, one action,
 * one live value): the stylesheet decides the layout. While it is shown, the document ends with
 * as much room as the collapsed bar takes, so the bar never hides the page's end.
 */
export function BottomSheet({ title, label, value, children, action, footer }: BottomSheetProps) {
  const [expanded, setExpanded] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const contentId = `${id}-content`;
  const footerId = `${id}-footer`;
  const part = expanded ? 'open' : 'closed';
  const room = useBarRoom(sheet, expanded);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggle.current?.focus();
  };

  return (
    <aside aria-label={title}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape, caught from the disclosure's button and content */}
      <div ref={sheet} className={styles.sheet} onKeyDown={onKeyDown}>
        <Panel title={title} frame="wide">
          <div className={styles.body}>
            <button
              ref={toggle}
              type="button"
              className={styles.toggle[part]}
              aria-expanded={expanded}
              aria-controls={`${contentId} ${footerId}`}
              onClick={() => setExpanded((open) => !open)}
            >
              <svg
                className={styles.chevron[part]}
                viewBox="0 0 16 16"
                fill="none"
                aria-hidden="true"
              >
                <path
                  d="M3.5 10l4.5-4.5 4.5 4.5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={styles.toggleText}>
                <span className={styles.toggleLabel}>{label}</span>{' '}
                {value ? (
                  <span className={styles.toggleValue} aria-hidden={expanded || undefined}>
                    {value}
                  </span>
                ) : null}
              </span>
            </button>
            <div id={contentId} className={styles.part[part]} data-expanded={expanded}>
              {children}
            </div>
            <div className={styles.action[part]}>{action}</div>
            <div id={footerId} className={styles.part[part]} data-expanded={expanded}>
              {footer}
            </div>
          </div>
        </Panel>
      </div>
      {room}
    </aside>
  );
}

/**
 * The page's room for the bar: a block at the end of the document, kept at the collapsed bar's
 * height as its content wraps or the text grows (the open sheet lies over the page and is not
 * measured), gone with the sheet. Hidden from `wide` up, where the sheet is a side panel.
 */
function useBarRoom(sheet: RefObject<HTMLDivElement | null>, expanded: boolean) {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = sheet.current;
    if (!element || expanded) return undefined;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => resized.disconnect();
  }, [sheet, expanded]);
  // Rendered once mounted (a page rendered ahead has no document to add it to).
  if (height === null) return null;
  return createPortal(
    <div className={styles.spacer} style={{ blockSize: `${height}px` }} aria-hidden="true" />,
    document.body,
  );
}

export interface SheetLayoutProps {
  /** The page's content (a flow's step). */
  readonly children: ReactNode;
  /** Its `BottomSheet`: beside the content from `wide` up, a bar under it narrower. */
  readonly sheet: ReactNode;
}

/** A page's content with its `BottomSheet`: side by side on a desk, the sheet's bar narrower. */
export function SheetLayout({ children, sheet }: SheetLayoutProps) {
  return (
    <div className={styles.layout}>
      <div>{children}</div>
      {sheet}
    </div>
  );
}
