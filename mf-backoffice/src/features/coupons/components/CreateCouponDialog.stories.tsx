import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { CreateCouponDialog } from './CreateCouponDialog';

const meta = {
  title: 'mf-backoffice/Coupons/CreateCouponDialog',
  component: CreateCouponDialog,
  args: { open: true, onOpenChange: fn() },
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<typeof CreateCouponDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const CREATE = /^(Criar cupom|Crear cupón)$/;

/** Fills a coupon on the Advanced plan, 20 % off Advanced for 6 months, and sends it. */
async function create(canvasElement: HTMLElement, code: string) {
  const dialog = await storyDialog(canvasElement);
  await userEvent.type(
    dialog.getByRole('textbox', { name: /^(Código do cupom|Código del cupón)/ }),
    code,
  );
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Advanced (ad)' }));
  const [product, duration] = dialog.getAllByRole('combobox');
  await userEvent.selectOptions(product!, 'advanced');
  await userEvent.type(dialog.getByRole('textbox', { name: /^(Desconto|Descuento) \(%\)/ }), '20');
  await userEvent.selectOptions(duration!, '6');
  await userEvent.click(dialog.getByRole('button', { name: CREATE }));
  return dialog;
}

/** Sent empty: every rule says what it needs, and nothing is created. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: CREATE }));
    await expect(
      dialog.getByRole('textbox', { name: /^(Código do cupom|Código del cupón)/ }),
    ).toHaveFocus();
    await expect(dialog.getByRole('checkbox', { name: 'Essential (es)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A typed discount shows what the product then costs, never below zero. */
export const DiscountedPrice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Essential (es)' }));
    await userEvent.selectOptions(dialog.getAllByRole('combobox')[0]!, 'essential');
    const percentage = dialog.getByRole('textbox', { name: /^(Desconto|Descuento) \(%\)/ });
    await userEvent.type(percentage, '100');
    await expect(percentage).toHaveAccessibleDescription(/^R\$\s0,00/);
  },
};

/** A code another coupon has: the refusal lands on the code field, everything typed kept. */
export const CodeTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await create(canvasElement, 'parceiro25');
    await expect(
      await dialog.findByRole('textbox', {
        description: /(Já existe um cupom com este código|Ya existe un cupón con este código)/,
      }),
    ).toHaveValue('PARCEIRO25');
  },
};

/** The server has not answered yet: Create says it is working and the dialog stays. */
export const Creating: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('createCoupon') }),
  play: async ({ canvasElement }) => {
    const dialog = await create(canvasElement, 'verao20');
    await expect(
      await dialog.findByRole('button', { name: /^(Criando cupom…|Creando cupón…)$/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
