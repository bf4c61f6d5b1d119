import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuWarmUp, useMenuWarmUp } from '../MenuWarmUp/MenuWarmUp';
import * as styles from './ProfileMenu.css';

export interface ProfileMenuItem {
  readonly id: string;
  readonly label: string;
  /** Shown as a link (opens in a new tab with the usual gestures) … */
  readonly href?: string;
  /** … and/or run on selection (client-side navigation, logout). */
  readonly onSelect: () => void;
  readonly separatorBefore?: boolean;
}

export interface ProfileMenuProps {
  readonly name: string;
  readonly companyName: string;
  readonly avatarUrl?: string;
  /** Accessible name of the trigger, e.g. "Menu do perfil". */
  readonly label: string;
  readonly items: readonly ProfileMenuItem[];
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The opened menu's content: who is signed in, then the items; `close` closes the menu. */
function entries(
  name: string,
  companyName: string,
  items: readonly ProfileMenuItem[],
  close: () => void,
) {
  return (
    <>
      {/* Text, not an item: arrow keys skip it. Hidden by CSS from a tablet up. */}
      <DropdownMenu.Label className={styles.identity}>
        <span className={styles.identityName}>{name}</span>{' '}
        <span className={styles.identityCompany}>{companyName}</span>
      </DropdownMenu.Label>
      <DropdownMenu.Separator className={styles.identitySeparator} />
      {items.map((item) => [
        item.separatorBefore ? (
          <DropdownMenu.Separator key={`${item.id}-sep`} className={styles.separator} />
        ) : null,
        <DropdownMenu.Item
          key={item.id}
          className={styles.item}
          asChild={Boolean(item.href)}
          onSelect={item.href ? undefined : item.onSelect}
        >
          {item.href ? (
            <a
              href={item.href}
              onClick={(event) => {
                // A plain click (or Enter, which Radix turns into a click) navigates inside
                // the page; modified clicks keep the browser's own behaviour (new tab).
                // Preventing the default here also stops Radix's own select, so the item
                // runs and the menu closes from this handler.
                if (
                  event.button !== 0 ||
                  event.metaKey ||
                  event.ctrlKey ||
                  event.shiftKey ||
                  event.altKey
                )
                  return;
                event.preventDefault();
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </a>
          ) : (
            item.label
          )}
        </DropdownMenu.Item>,
      ])}
    </>
  );
}

/**
 * The header's profile menu: avatar, name and company on the trigger; keyboard-operable items.
 * On a phone the trigger is the avatar alone and the name and company head the opened menu
 * (the trigger's accessible name carries them at every width).
 */
export function ProfileMenu({ name, companyName, avatarUrl, label, items }: ProfileMenuProps) {
  // Controlled, so a link item can close the menu after taking over its own click.
  const [open, setOpen] = useState(false);
  const warming = useMenuWarmUp('profile-menu');
  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger
          className={styles.trigger}
          aria-label={`${label}: ${name}, ${companyName}`}
        >
          {/* Initials come from CSS so the visible text starts with the accessible name. */}
          <span
            className={styles.avatar}
            aria-hidden="true"
            data-initials={avatarUrl ? undefined : initials(name)}
          >
            {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : null}
          </span>
          <span className={styles.who}>
            <span className={styles.name}>{name}</span>{' '}
            <span className={styles.company}>{companyName}</span>
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            sideOffset={6}
            collisionPadding={8}
          >
            {entries(name, companyName, items, () => setOpen(false))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {warming ? (
        <MenuWarmUp contentClassName={styles.content}>
          {entries(name, companyName, items, () => undefined)}
        </MenuWarmUp>
      ) : null}
    </>
  );
}
