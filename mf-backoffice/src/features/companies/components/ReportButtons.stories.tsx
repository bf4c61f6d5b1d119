import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { ReportButtons } from './ReportButtons';

const meta = {
  title: 'mf-backoffice/Companies/ReportButtons',
  component: ReportButtons,
  args: { query: { name: '', cnpj: '', status: '', plan: '', page: 1 } },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof ReportButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const COMPANIES = /^(Relatório de empresas|Informe de empresas)$/;

/** The companies report asked for: the notice says where it goes. */
export const CompaniesReport: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMPANIES }));
    await expect(
      await screen.findByText(
        /^(Relatório de empresas solicitado|Informe de empresas solicitado)$/,
      ),
    ).toBeVisible();
  },
};

/** While the report is asked for: the button busy, saying so. */
export const Requesting: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('companiesReport') }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMPANIES }));
    await expect(
      await within(canvasElement).findByRole('button', {
        name: /^(Solicitando relatório de empresas…|Solicitando informe de empresas…)$/,
      }),
    ).toBeVisible();
  },
};
