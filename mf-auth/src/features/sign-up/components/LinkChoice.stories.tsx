import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { planFromCode, type Plan } from '@portal/domain';
import { LinkChoice } from './LinkChoice';
import { signUpPartStory } from '../../../testing/signUpStepStory';

const plan = (code: string): Plan => {
  const found = planFromCode(code);
  if (!found) throw new Error(`no plan ${code}`);
  return found;
};

const meta = {
  title: 'mf-auth/Sign-up/LinkChoice',
  component: LinkChoice,
  args: { plans: [plan('esw')], network: null },
  ...signUpPartStory(),
} satisfies Meta<typeof LinkChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One plan from the link, no network. */
export const OnePlan: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(await box.findByText(/^(Plano escolhido|Plan elegido)$/)).toBeVisible();
    await expect(box.getByText(/^Essential \+ Canal de den(ú|u)ncias web$/)).toBeVisible();
  },
};

/** Several plans, one a line, and the mother company's integrity network. */
export const PlansAndNetwork: Story = {
  args: { plans: [plan('adw'), plan('adwl')], network: 'REDESUL' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(await box.findAllByRole('listitem')).toHaveLength(2);
    await expect(box.getByText('REDESUL')).toBeVisible();
  },
};

/** A link without plans: nothing shows. */
export const NoPlan: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('term')).toBeNull();
  },
};
