import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { authStory } from '../../testing/authStory';
import SsoPage from './SsoPage';

const meta = {
  title: 'mf-auth/Sso/SsoPage',
  component: SsoPage,
  ...authStory({ route: '/login/sso', path: 'login/sso' }),
} satisfies Meta<typeof SsoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter the corporate e-mail to continue at the company's identity provider. */
export const Default: Story = {};

/** A domain that does not use single sign-on: the error toast, and the e-mail stays. */
export const DomainNotAllowed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox'), 'co@demo.com.br');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        /não permite login único|no permite el inicio de sesión único/,
      ),
    ).toBeInTheDocument();
  },
};
