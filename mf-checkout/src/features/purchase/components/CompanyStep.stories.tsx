import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPANY } from '../../../testing/checkoutFixtures';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { CompanyStep } from './CompanyStep';

const meta = {
  title: 'mf-checkout/Purchase/CompanyStep',
  component: CompanyStep,
  args: {
    title: 'Dados da empresa e de cobrança',
    initial: COMPANY,
    onValues: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof CompanyStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 filled from the company: the CEP is looked up, Next goes on. */
export const CompanyFilled: Story = {};

/** Step 2 blocked: the summary at the top links to each field in error. */
export const CompanyBlocked: Story = {
  args: { initial: { ...COMPANY, municipalRegistration: '', financePhone: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Próximo|Siguiente/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
