import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import * as styles from './Accordion.css';

export interface AccordionItem {
  readonly value: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** `single` (default) keeps one section open at a time; `multiple` lets several stay open. */
  readonly type?: 'single' | 'multiple';
  /** Sections open at first. */
  readonly defaultOpen?: readonly string[];
}

/** Expandable sections: Enter/Space toggle, arrows move between headers, Home/End jump. */
export function Accordion({ items, type = 'single', defaultOpen = [] }: AccordionProps) {
  const sections = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header className={styles.header}>
        <RadixAccordion.Trigger className={styles.trigger}>
          {item.title}
          <span className={styles.chevron} aria-hidden="true" />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === 'multiple' ? (
    <RadixAccordion.Root type="multiple" className={styles.root} defaultValue={[...defaultOpen]}>
      {sections}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      defaultValue={defaultOpen[0]}
    >
      {sections}
    </RadixAccordion.Root>
  );
}
