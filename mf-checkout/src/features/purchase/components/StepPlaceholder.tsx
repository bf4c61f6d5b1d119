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
  return (
    <section aria-labelledby={STEP_HEADING_ID} aria-busy="true">
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
