import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { authStory } from '../../testing/authStory';
import SignUpPage from './SignUpPage';

const PATH = 'login/cadastro/:sp?/:empresaMae?';

const meta = {
  title: 'mf-auth/Sign-up',
  component: SignUpPage,
  ...authStory({ route: '/login/cadastro/es,esw', path: PATH }),
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3: the person responsible; Continue waits for a valid name and phone. */
export const StepOne: Story = {};

/** Step 2 of 3: the area of activity (each role explained under its name) and the company name. */
export const StepTwo: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [name, phone] = await page.findAllByRole('textbox');
    await userEvent.type(name!, 'Beatriz Campos');
    await userEvent.type(phone!, '11987654321');
    await userEvent.click(page.getByRole('button', { name: /^Continuar$/ }));
    await expect(await page.findByRole('radiogroup')).toBeInTheDocument();
  },
};

/** Another platform, or partner mode: sign-up is not offered. */
export const Unavailable: Story = {
  parameters: { page: { config: { partnerMode: true } } },
};
