import { useId, useState, type ReactNode } from 'react';
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

/**
 * Expandable sections: Enter/Space toggle, arrows move between headers, Home/End jump.
 *
 * Radix draws the headers (their keys and states); each section's region is the kit's own, a
 * plain element shown while its section is open. Radix's region measures itself for a height
 * animation on every mount, and this kit animates none: a page that shows an accordion (one
 * rendered ahead, then revealed) forced a layout for each open section (issue 29, goal 5).
 */
export function Accordion({ items, type = 'single', defaultOpen = [] }: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(() =>
    type === 'multiple' ? defaultOpen : defaultOpen.slice(0, 1),
  );
  const id = useId();
  const sections = items.map((item, index) => {
    const isOpen = open.includes(item.value);
    const triggerId = `${id}-${index}-header`;
    const regionId = `${id}-${index}-region`;
    return (
      <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
        <RadixAccordion.Header className={styles.header}>
          <RadixAccordion.Trigger
            id={triggerId}
            aria-controls={regionId}
            className={styles.trigger}
          >
            {item.title}
            <span className={styles.chevron} aria-hidden="true" />
          </RadixAccordion.Trigger>
        </RadixAccordion.Header>
        <div
          role="region"
          id={regionId}
          aria-labelledby={triggerId}
          hidden={!isOpen}
          className={styles.content}
        >
          {isOpen ? item.content : null}
        </div>
      </RadixAccordion.Item>
    );
  });
  return type === 'multiple' ? (
    <RadixAccordion.Root
      type="multiple"
      className={styles.root}
      value={[...open]}
      onValueChange={setOpen}
    >
      {sections}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      value={open[0] ?? ''}
      onValueChange={(value) => setOpen(value ? [value] : [])}
    >
      {sections}
    </RadixAccordion.Root>
  );
}
