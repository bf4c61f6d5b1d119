import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { msg } from '@lingui/core/macro';
import { expect, within } from 'storybook/test';
import { TitleOnlyPage } from './TitleOnlyPage';

const meta = {
  title: 'UI/TitleOnlyPage',
  component: TitleOnlyPage,
  // A message of the kit's catalog (registered in .storybook/preview.tsx), so the title follows
  // the toolbar's language.
  args: { title: msg`Notificações` },
  argTypes: { title: { control: false } },
} satisfies Meta<typeof TitleOnlyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page not built yet: only its translated title (switch PT/ES in the toolbar). */
export const NotBuiltYet: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'es' ? 'Notificaciones' : 'Notificações',
    );
  },
};
