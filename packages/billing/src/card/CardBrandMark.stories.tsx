import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { CardBrandMark } from './CardBrandMark';

const meta = {
  title: 'Billing/Card/CardBrandMark',
  component: CardBrandMark,
  args: { brand: null },
} satisfies Meta<typeof CardBrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No number yet, or one of another brand: which brands are taken. */
export const NoBrand: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(
        globals.locale === 'es' ? 'Aceptamos Visa y Mastercard.' : 'Aceitamos Visa e Mastercard.',
      ),
    ).toBeVisible();
  },
};

/** A Visa number: its mark and its name. */
export const Visa: Story = {
  args: { brand: 'visa' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Visa$/)).toBeVisible();
  },
};

/** A Mastercard number. */
export const Mastercard: Story = { args: { brand: 'mastercard' } };
