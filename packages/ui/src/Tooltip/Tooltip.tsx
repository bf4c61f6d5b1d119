import type { ReactElement } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The hint; also becomes the trigger's accessible description. */
  readonly content: string;
  /**
   * The trigger: one focusable element that accepts a ref and event props (a native button or
   * link), so keyboard users reach the hint too.
   */
  readonly children: ReactElement;
}

/** A short hint shown on hover and on keyboard focus; Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} sideOffset={6} collisionPadding={8}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
