import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { UserDefinitionSlide } from './UserDefinitionSlide';

const meta = {
  title: 'mf-checkout/Purchase/UserDefinitionSlide',
  component: UserDefinitionSlide,
  args: { onFinished: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof UserDefinitionSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

const FINISH = /^(Cadastrar e concluir|Registrar y concluir)$/;

/** Nothing chosen yet: the three roles and 'Sou CEO e CO'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement);
    await expect(slide.getAllByRole('radio')).toHaveLength(3);
    await expect(slide.queryByRole('button', { name: FINISH })).toBeNull();
  },
};

/** A CO creates the CEO: one officer to fill in. */
export const AsCo: Story = {
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement);
    await userEvent.click(slide.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    await expect(slide.getByRole('group', { name: 'CEO' })).toBeVisible();
    await expect(slide.getByRole('button', { name: FINISH })).toBeDisabled();
  },
};

/** A CFO: the warning, no 'Sou CEO e CO', and both officers. */
export const AsCfo: Story = {
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement);
    await userEvent.click(slide.getByRole('radio', { name: /^CFO/ }));
    await expect(slide.getByRole('status')).toBeVisible();
    await expect(slide.queryByRole('button', { name: /^(Sou CEO e CO|Soy CEO y CO)$/ })).toBeNull();
    await expect(slide.getByRole('group', { name: 'Compliance Officer (CO)' })).toBeVisible();
  },
};

/** 'Sou CEO e CO' while the server has not answered: the button says it is working. */
export const FinishingAsCeoCo: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('finishOnboarding') }),
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement);
    await userEvent.click(slide.getByRole('button', { name: /^(Sou CEO e CO|Soy CEO y CO)$/ }));
    await expect(
      await slide.findByRole('button', { name: /^(Concluindo…|Concluyendo…)$/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
