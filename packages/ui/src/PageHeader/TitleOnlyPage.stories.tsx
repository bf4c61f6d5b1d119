import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { TitleOnlyPage } from './TitleOnlyPage';

const meta = {
  title: 'UI/TitleOnlyPage',
  component: TitleOnlyPage,
  // Translated through Lingui by the Storybook catalog registered in .storybook/preview.tsx.
  args: { title: { id: 'ui.stories.soon' } },
  argTypes: { title: { control: false } },
} satisfies Meta<typeof TitleOnlyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page not built yet: only its translated title (switch PT/ES in the toolbar). */
export const NotBuiltYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      /^(Em breve|Próximamente)$/,
    );
  },
};
