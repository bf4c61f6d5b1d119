import { useLayoutEffect, useRef } from 'react';
import { Skeleton, SkeletonGroup, Stack, StepHeading } from '@portal/ui';
import { STEP_HEADING_ID } from './StepForm';

export interface StepPlaceholderProps {
  readonly title: string;
}

/**
 * A step on its way: its heading and the shape of its fields. What a step change paints at once,
 * inside the click, while the step's own fields (a heavy render and layout) follow right after.
 */
export function StepPlaceholder({ title }: StepPlaceholderProps) {
  const section = useRef<HTMLElement>(null);
  // A step change focuses the new step's heading, which may be this placeholder's (the step's
  // code still on its way). When the step replaces it, the focus goes on to the step's own
  // heading rather than falling to the page's body with the removed one.
  useLayoutEffect(() => {
    const placeholder = section.current;
    return () => {
      if (!placeholder?.contains(document.activeElement)) return;
      // After the commit that removes this placeholder has put the step in.
      queueMicrotask(() => document.getElementById(STEP_HEADING_ID)?.focus());
    };
  }, []);
  return (
    <section ref={section} aria-labelledby={STEP_HEADING_ID} aria-busy="true">
      <Stack gap="large">
        <StepHeading id={STEP_HEADING_ID} title={title} />
        <SkeletonGroup>
          <Stack gap="medium">
            <Skeleton shape="rect" height="medium" />
            <Skeleton shape="rect" height="medium" />
            <Skeleton shape="rect" height="medium" />
          </Stack>
        </SkeletonGroup>
      </Stack>
    </section>
  );
}
