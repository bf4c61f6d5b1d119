import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { CompanyFilters } from './CompanyFilters';

const meta = {
  title: 'mf-backoffice/Companies/CompanyFilters',
  component: CompanyFilters,
  args: { status: '', plan: '', onChange: fn() },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompanyFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILTERS = /^(Filtros)/;

/** Nothing chosen: choosing SaaS asks for it, the plan left as it was. */
export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: FILTERS }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'SaaS' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'saas', plan: '' });
  },
};

/** A status and a plan chosen: both counted on the button. */
export const BothChosen: Story = {
  args: { status: 'active', plan: 'advanced' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Filtros\s*2/ })).toBeVisible();
  },
};
