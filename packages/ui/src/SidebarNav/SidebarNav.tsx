import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './SidebarNav.css';

export interface SidebarNavItem {
  /** Unique among the items; `current` names the page shown by it. */
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** A decorative icon before the label (hidden from screen readers: the label names the link). */
  readonly icon?: ReactNode;
}

/** What `renderLink` receives: pass it all to the link element. */
export interface SidebarLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className: string;
  readonly 'aria-current'?: 'page';
}

export interface SidebarNavProps {
  /** Names the navigation, e.g. "Back-office". */
  readonly label: string;
  readonly items: readonly SidebarNavItem[];
  /** The id of the item whose page is shown (marked aria-current="page"). */
  readonly current?: string;
  /**
   * Renders each link; a plain `<a>` by default. A remote passes its router's link, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`.
   */
  readonly renderLink?: (props: SidebarLinkProps) => ReactNode;
  /** On narrow screens, start with the list shown; folded behind the Menu button by default. */
  readonly defaultExpanded?: boolean;
}

function plainLink({ children, ...props }: SidebarLinkProps): ReactNode {
  return <a {...props}>{children}</a>;
}

function MenuIcon() {
  return (
    <svg className={styles.menuIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M2 4h12M2 8h12M2 12h12"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The back-office side navigation: a named list of links, the current page marked. On narrow
 * screens the list folds behind a Menu button (a disclosure: aria-expanded, aria-controls);
 * Escape or following a link folds it again.
 */
export function SidebarNav({
  label,
  items,
  current,
  renderLink = plainLink,
  defaultExpanded = false,
}: SidebarNavProps) {
  const _ = useKitI18n();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setExpanded(false);
  };

  return (
    // Escape is caught as it bubbles up from the Menu button or a link: the nav itself is not
    // focusable, it only hears the keys of the controls inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav className={styles.nav} aria-label={label} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        <MenuIcon />
        {_(msg`Menu`)}
      </button>
      {/* Folding is the stylesheet's, on narrow screens only: on wide ones the list always shows.
          A followed link folds it: its click (Enter on a link clicks it too) bubbles up to the
          list, whichever link element the page renders and whatever its own onClick does. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={listId}
        className={styles.list}
        data-expanded={expanded || undefined}
        onClick={onListClick}
      >
        {items.map((item) => (
          <li key={item.id}>
            {renderLink({
              href: item.href,
              className: styles.link,
              'aria-current': item.id === current ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span>{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
