import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { PlanSelection } from './PlanSelection';

const meta = {
  title: 'mf-checkout/Purchase/PlanSelection',
  component: PlanSelection,
  args: { onChange: fn(), onRecorded: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof PlanSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Next waits for a plan. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /^(Próximo|Siguiente)$/ }),
    ).toBeDisabled();
  },
};

/** A plan with a channel chosen: the monthly total of the two shows under the choice. */
export const PaidWithChannel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Advanced' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Canal de den(ú|u)ncias web$/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ choosedPlan: 'paid' }),
    );
    await expect(canvas.getByRole('button', { name: /^(Próximo|Siguiente)$/ })).toBeEnabled();
  },
};

/** The registration failed: only logged (spec §4), nothing changed, the same Next tries again. */
export const RegistrationFailed: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => sandbox.fail('planChoice', 500) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trial = await canvas.findByRole('radio', { name: /^(Teste grátis|Prueba gratuita)$/ });
    await userEvent.click(trial);
    const next = canvas.getByRole('button', { name: /^(Próximo|Siguiente)$/ });
    await userEvent.click(next);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy', 'true'));
    await expect(trial).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
