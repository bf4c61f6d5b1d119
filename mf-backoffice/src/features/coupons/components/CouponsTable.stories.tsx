import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCoupons } from '../api/coupons';
import { CouponsTable, type CouponsTableProps } from './CouponsTable';

type Args = Pick<CouponsTableProps, 'onDetails' | 'onEditCode' | 'onDelete'>;

/** The table fed by the sandbox's coupons, its pages turning. */
function SandboxCoupons(args: Args) {
  const coupons = useCoupons();
  const [page, setPage] = useState(1);
  return (
    <CouponsTable
      {...args}
      coupons={coupons.data ?? []}
      loading={coupons.isPending}
      page={page}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'mf-backoffice/Coupons/CouponsTable',
  component: CouponsTable,
  args: { onDetails: fn(), onEditCode: fn(), onDelete: fn() },
  render: (args) => <SandboxCoupons {...args} />,
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<typeof CouponsTable>;

export default meta;
// The coupons and their page come from the sandbox, not from args.
type Story = StoryObj<Args>;

/** Three coupons: plans by name, each discount in a line, and the row's actions. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(await table.findByRole('rowheader', { name: 'REDE100' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: /^(Detalhes|Detalles) \(REDE100\)$/ }));
    await expect(args.onDetails).toHaveBeenCalledWith(
      expect.objectContaining({ couponCode: 'REDE100' }),
    );
  },
};

/** Twelve coupons: ten on the first page, the rest on the second. */
export const TwoPages: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      const model = db.coupons[0]!;
      for (let index = 1; index <= 9; index += 1) {
        db.coupons.push({ ...model, _id: `cp-story-${index}`, couponCode: `EXTRA${index}` });
      }
    },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('rowheader', { name: 'BEMVINDO10' });
    await userEvent.click(page.getByRole('button', { name: /^(Página) 2$/ }));
    await expect(await page.findByRole('rowheader', { name: 'EXTRA9' })).toBeVisible();
  },
};

/** The coupons are on their way: placeholder rows, and the table says it is busy. */
export const Loading: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('listCoupons') }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent(/^(Carregando…|Cargando…)$/);
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
