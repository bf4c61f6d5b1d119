import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps its own page, as a list does, so the canvas can be clicked through. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful key={`${args.page}/${args.pageCount}`} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: previous is inert. */
export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 3 } };

/** Last page: next is inert. */
export const LastPage: Story = { args: { page: 5 } };

/** Long ranges keep the first and last pages and the current one's neighbours. */
export const LongRangeStart: Story = { args: { page: 2, pageCount: 20 } };

export const LongRangeMiddle: Story = { args: { page: 5, pageCount: 20 } };

export const LongRangeEnd: Story = { args: { page: 19, pageCount: 20 } };

/** Named for its list, when a page has more than one pagination. */
export const Labelled: Story = {
  args: { page: 2, pageCount: 3, label: 'Páginas de empresas' },
  parameters: { localeArgs: { es: { label: 'Páginas de empresas' } } },
};

/** Tab reaches each button; Enter goes to the page, which becomes the current one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(buttons[2]).toHaveAttribute('aria-current', 'page');
    await expect(buttons[2]).toHaveFocus();
  },
};

/**
 * In a 280 px box (a phone's dialog): "Página 5 de 20" with previous and next only, the page
 * numbers left out, never wider than the box.
 */
export const Narrow: Story = {
  args: { page: 5, pageCount: 20 },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '17.5rem' }}>
        <Story />
      </div>
    ),
  ],
};
