import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminCompany } from '@portal/api';
import { useMotherCodes } from '../../../shared/motherCodes';
import { type CompanyStoryArgs, WithAdminCompany } from '../../../testing/companyStory';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { MotherCompanyForm } from './MotherCompanyForm';

/** The form with the sandbox's codes, as its section hands them over once loaded. */
function WithCodes({ company }: { readonly company: AdminCompany }) {
  const codes = useMotherCodes().data;
  return codes ? <MotherCompanyForm company={company} codes={codes} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/MotherCompanyForm',
  args: { companyId: 'c-f1' },
  render: ({ companyId }) => (
    <WithAdminCompany companyId={companyId}>
      {(company) => <WithCodes company={company} />}
    </WithAdminCompany>
  ),
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<CompanyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing its network's code shows the groups, the company's own ticked. */
export const ChoosingAGroup: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.selectOptions(
      await form.findByRole('combobox', {
        name: /^(Código da empresa-mãe|Código de la empresa matriz)/,
      }),
      'mc-1',
    );
    await expect(await form.findByRole('checkbox', { name: 'Varejo' })).toBeChecked();
  },
};
