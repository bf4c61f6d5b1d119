import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import * as styles from './Tabs.css';

export interface TabItem {
  readonly value: string;
  readonly label: string;
  readonly content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Dados da conta". */
  readonly label: string;
  readonly tabs: readonly TabItem[];
  /** Controlled selection; leave out to start on the first tab. */
  readonly value?: string;
  readonly onValueChange?: (value: string) => void;
}

/** Tabs with the WAI-ARIA keyboard model: arrows move and select, Home/End jump. */
export function Tabs({ label, tabs, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={value === undefined ? tabs[0]?.value : undefined}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
