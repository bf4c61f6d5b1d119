import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { authStory } from '../../testing/authStory';
import SsoSessionPage from './SsoSessionPage';

const meta = {
  title: 'mf-auth/Sso/SsoSessionPage',
  component: SsoSessionPage,
  ...authStory({ route: '/login/sso/story-session', path: 'login/sso/:session' }),
} satisfies Meta<typeof SsoSessionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the identity provider, while the session is being completed. */
export const Completing: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('ssoSession') }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: /^(Concluindo o login único|Completando el inicio de sesión único)$/,
      }),
    ).toBeVisible();
  },
};
