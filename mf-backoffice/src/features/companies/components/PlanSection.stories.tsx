import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { companyPartStory, type CompanyStoryArgs } from '../../../testing/companyStory';
import { PlanSection } from './PlanSection';

const meta = {
  title: 'mf-backoffice/Companies/PlanSection',
  ...companyPartStory(PlanSection, 'c-horizonte'),
} satisfies Meta<CompanyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid SaaS account: "Pago" chosen; changing it enables the button. */
export const PaidAccount: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const change = await section.findByRole('button', { name: /^(Alterar plano|Cambiar plan)$/ });
    await expect(change).toBeDisabled();
    await userEvent.click(section.getAllByRole('radio')[0]!);
    await expect(change).toBeEnabled();
  },
};
