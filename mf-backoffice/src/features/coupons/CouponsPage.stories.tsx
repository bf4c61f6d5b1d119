import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { backofficeStory } from '../../testing/backofficeStory';
import CouponsPage from './CouponsPage';

const meta = {
  title: 'mf-backoffice/Coupons/CouponsPage',
  component: CouponsPage,
  ...backofficeStory({ path: 'gestao-de-empresas/cupons' }),
} satisfies Meta<typeof CouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded coupons: code, plans, discounts and the actions on each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('rowheader', { name: 'PARCEIRO25' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^(Excluir|Eliminar) \(PARCEIRO25\)$/ }),
    ).toBeVisible();
  },
};

/** Deleting asks first, in the critical tone. */
export const ConfirmDeletion: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: /^(Excluir|Eliminar) \(REDE100\)$/ }),
    );
    const dialog = await storyDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /^(Excluir|Eliminar)$/ })).toBeEnabled();
  },
};

/** No coupon yet: the empty state says how to create one. */
export const Empty: Story = {
  parameters: pageParameters({ arrange: (db) => void (db.coupons = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: /^(Nenhum cupom cadastrado|Ningún cupón registrado)$/,
      }),
    ).toBeVisible();
  },
};

/** The coupons cannot be read (the sandbox answers 503 every time): the alert with its retry. */
export const LoadError: Story = {
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('listCoupons', 503, { times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }));
    await expect(
      alert.getByRole('button', { name: /^(Tentar novamente|Intentar de nuevo)$/ }),
    ).toBeEnabled();
  },
};
