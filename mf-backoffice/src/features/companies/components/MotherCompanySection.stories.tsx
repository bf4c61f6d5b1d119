import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { companyPartStory, type CompanyStoryArgs } from '../../../testing/companyStory';
import { MotherCompanySection } from './MotherCompanySection';

const meta = {
  title: 'mf-backoffice/Companies/MotherCompanySection',
  ...companyPartStory(MotherCompanySection, 'c-f1'),
} satisfies Meta<CompanyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company in a network: which one, and the codes to choose another. */
export const NetworkMember: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', {
        name: /^(Código da empresa-mãe|Código de la empresa matriz)/,
      }),
    ).toBeVisible();
  },
};

/** The codes did not load: the load failure with its retry. */
export const CodesNotLoaded: Story = {
  args: { companyId: 'c-f3' },
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('allCodes', 500, { times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: /^(Tentar novamente|Intentar de nuevo)$/,
      }),
    ).toBeVisible();
  },
};
