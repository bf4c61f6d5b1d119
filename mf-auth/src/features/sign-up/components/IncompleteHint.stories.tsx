import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { IncompleteHint } from './IncompleteHint';
import { signUpPartStory } from '../../../testing/signUpStepStory';

const meta = {
  title: 'mf-auth/Sign-up/IncompleteHint',
  component: IncompleteHint,
  args: { missing: 'stepIncomplete' },
  ...signUpPartStory(),
} satisfies Meta<typeof IncompleteHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field of the step is still empty: why Continue waits (spec §5). */
export const FieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^(Preencha todos os|¡Complete todos los) campos/),
    ).toBeVisible();
  },
};

/** Every field filled: nothing to say. */
export const Complete: Story = {
  args: { missing: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
