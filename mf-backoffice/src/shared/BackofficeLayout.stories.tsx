import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { backofficeStory } from '../testing/backofficeStory';
import { BackofficeLayout } from './BackofficeLayout';
import { SECTIONS } from './sections';

const meta = {
  title: 'mf-backoffice/Shared/BackofficeLayout',
  component: BackofficeLayout,
  ...backofficeStory({ path: SECTIONS.coupons }),
} satisfies Meta<typeof BackofficeLayout>;
export default meta;

/** The sidebar names the three sections; the one shown is the current page. */
export const OnCoupons: StoryObj<typeof BackofficeLayout> = {
  args: { section: 'coupons', title: 'Cupons de desconto' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Back-office' });
    await expect(within(nav).getByRole('link', { name: 'Cupons de desconto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
