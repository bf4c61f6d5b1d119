import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminCompany } from '@portal/api';
import { useMotherCodes } from '../../../shared/api/motherCodes';
import { companyPartStory, type CompanyStoryArgs } from '../../../testing/companyStory';
import { MotherCompanyForm } from './MotherCompanyForm';

/** The form with the sandbox's codes, as its section hands them over once loaded. */
function WithCodes({ company }: { readonly company: AdminCompany }) {
  const codes = useMotherCodes().data;
  return codes ? <MotherCompanyForm company={company} codes={codes} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/MotherCompanyForm',
  ...companyPartStory(WithCodes, 'c-f1'),
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
