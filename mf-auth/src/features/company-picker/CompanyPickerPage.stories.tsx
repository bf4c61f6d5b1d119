import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { holdPendingLogin } from '../../shared/pendingLogin';
import { authStory } from '../../testing/authStory';
import CompanyPickerPage from './CompanyPickerPage';

const meta = {
  title: 'mf-auth/Company-picker/CompanyPickerPage',
  component: CompanyPickerPage,
  ...authStory({ route: '/login/escolher-empresa', path: 'login/escolher-empresa' }),
} satisfies Meta<typeof CompanyPickerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a login answered with several companies: an available one and an expired one. */
export const TwoCompanies: Story = {
  loaders: [
    async () => {
      holdPendingLogin({
        email: 'consultor@demo.com.br',
        password: 'Senha@123',
        availableCompanies: [{ id: 'c-horizonte', name: 'Horizonte Serviços Ltda' }],
        expiredCompanies: [{ id: 'c-aurora', name: 'Aurora Comércio Ltda' }],
      });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: /Escolha uma empresa|Elija una empresa/ }),
    ).toBeInTheDocument();
    await expect(page.getByRole('radio', { name: /Aurora Comércio Ltda/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
  },
};
