import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { authStory } from '../../testing/authStory';
import SignUpPage from './SignUpPage';

const PATH = 'login/cadastro/:sp?/:empresaMae?';

const meta = {
  title: 'mf-auth/Sign-up/SignUpPage',
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

/**
 * Opened from a link of the back-office's generator: the plans it chose and the mother company's
 * integrity network, above the steps (unknown or repeated plan codes are left out).
 */
export const FromSignUpLink: Story = {
  parameters: pageParameters({ route: '/login/cadastro/adw,ADW,xyz,adwl/REDESUL' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const term = await page.findByText(/^(Planos escolhidos|Planes elegidos)$/);
    const box = within(term.closest('dl')!);
    const names = box.getAllByRole('listitem').map((item) => item.textContent);
    await expect(names).toHaveLength(2);
    await expect(names[0]).toMatch(/^Advanced \+ Canal de den(ú|u)ncias web$/);
    await expect(names[1]).toMatch(
      /^Advanced \+ Canal de (denúncias web com link|denuncias web con enlace)$/,
    );
    await expect(box.getByText(/^(Rede de integridade|Red de integridad)$/)).toBeInTheDocument();
    await expect(box.getByText('REDESUL')).toBeInTheDocument();
  },
};

/** Opened without a link's plans: no plan box, the steps alone. */
export const WithoutLinkPlans: Story = {
  parameters: pageParameters({ route: '/login/cadastro' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByRole('textbox')).toHaveLength(2);
    await expect(page.queryByRole('term')).toBeNull();
  },
};

/** Another platform, or partner mode: sign-up is not offered. */
export const Unavailable: Story = {
  parameters: { page: { config: { partnerMode: true } } },
};
