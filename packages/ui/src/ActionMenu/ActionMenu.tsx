import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuWarmUp, useMenuWarmUp } from '../MenuWarmUp/MenuWarmUp';
import * as styles from './ActionMenu.css';

export interface ActionMenuItem {
  /** Unique among the menu's items. */
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
}

export interface ActionMenuProps {
  /** What the trigger shows, e.g. "Ações". */
  readonly children: ReactNode;
  /** The trigger's accessible name when the visible text is not enough, e.g. "Ações de Acme". */
  readonly label?: string;
  readonly items: readonly ActionMenuItem[];
}

/**
 * A button that opens a list of actions, e.g. a table row's Edit, See users, See tasks: a
 * menu button operable by keyboard (Enter, Space or arrows open it, arrows move, Escape closes
 * and gives focus back to the button), on Radix.
 */
export function ActionMenu({ children, label, items }: ActionMenuProps) {
  const warming = useMenuWarmUp('action-menu');
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.trigger} aria-label={label}>
          {children}
          <span aria-hidden="true">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            sideOffset={4}
            collisionPadding={8}
          >
            {actionItems(items)}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {warming ? (
        <MenuWarmUp contentClassName={styles.content}>{actionItems(items)}</MenuWarmUp>
      ) : null}
    </>
  );
}

function actionItems(items: readonly ActionMenuItem[]) {
  return items.map((item) => (
    <DropdownMenu.Item
      key={item.id}
      className={styles.item}
      disabled={item.disabled}
      onSelect={item.onSelect}
    >
      {item.label}
    </DropdownMenu.Item>
  ));
}

export interface ChoiceMenuGroup {
  /** Unique among the menu's groups. */
  readonly id: string;
  /** Names the group, e.g. "Status". */
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The chosen option's value; '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface ChoiceMenuProps {
  /** What the trigger shows, e.g. "Filtros". */
  readonly children: ReactNode;
  /** Groups of exclusive choices, e.g. a status and a plan filter. */
  readonly groups: readonly ChoiceMenuGroup[];
  /** An item after the groups that clears every choice, e.g. "Limpar filtros"; hidden when none is made. */
  readonly clearLabel?: string;
  readonly onClear?: () => void;
}

/**
 * A menu of exclusive choices in groups (a filter menu): each group a set of menu radio items,
 * the trigger showing how many groups have a choice. Choosing an option chosen already unchooses
 * it. Keyboard-operable as ActionMenu.
 */
export function ChoiceMenu({ children, groups, clearLabel, onClear }: ChoiceMenuProps) {
  const chosen = groups.filter((group) => group.value !== '').length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        {children}
        {chosen > 0 ? <span className={styles.count}>{chosen}</span> : null}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="start"
          sideOffset={4}
          collisionPadding={8}
        >
          {groups.map((group, index) => (
            <DropdownMenu.Group key={group.id} aria-label={group.label}>
              {index > 0 ? <DropdownMenu.Separator className={styles.separator} /> : null}
              <DropdownMenu.Label className={styles.label} aria-hidden="true">
                {group.label}
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={group.value}>
                {group.options.map((option) => (
                  <DropdownMenu.RadioItem
                    key={option.value}
                    value={option.value}
                    className={styles.radioItem}
                    onSelect={() =>
                      group.onChange(group.value === option.value ? '' : option.value)
                    }
                  >
                    <DropdownMenu.ItemIndicator className={styles.indicator} aria-hidden="true">
                      ✓
                    </DropdownMenu.ItemIndicator>
                    {option.label}
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Group>
          ))}
          {clearLabel && onClear && chosen > 0 ? (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Item className={styles.item} onSelect={onClear}>
                {clearLabel}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
