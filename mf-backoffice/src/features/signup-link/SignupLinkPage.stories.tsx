import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { showsRole } from '@portal/testing/page-story';
import { SECTIONS } from '../../shared/sections';
import { backofficeStory } from '../../testing/backofficeStory';
import SignupLinkPage from './SignupLinkPage';

const meta = {
  title: 'mf-backoffice/Signup-link/SignupLinkPage',
  component: SignupLinkPage,
  ...backofficeStory({ path: SECTIONS.signupLink }),
} satisfies Meta<typeof SignupLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link generator in the back-office's frame, under its title. */
export const Default: Story = {
  play: showsRole('heading', {
    level: 1,
    name: /^(Gerador de link SaaS|Generador de enlace SaaS)$/,
  }),
};
