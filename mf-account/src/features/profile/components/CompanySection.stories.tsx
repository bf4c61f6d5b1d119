import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompany } from '../api/company';
import { useLogo } from '../api/pictures';
import { useImageChange } from '../useImageChange';
import { CompanySection } from './CompanySection';

type Args = Pick<ComponentProps<typeof CompanySection>, 'disabled'>;

/** A saved logo: a 16×16 PNG (a blue dot), small enough for the address the contract allows. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAN0lEQVR42mO48ewzSYiBChq4Y9bCEQENyEpxaWMgqBpND7ka8KtG1jN4NdA+lMiJOHKSBk1SKwA1FvxgHSPyZAAAAABJRU5ErkJggg==';

/** The section as the profile shows it: the company and its logo as the sandbox has them. */
function SignedInCompany(args: Args) {
  const company = useCompany();
  const logo = useLogo();
  const logoChange = useImageChange(logo.data);
  return company.isSuccess && logo.isSuccess ? (
    <CompanySection {...args} company={company.data} logo={logo.data} logoChange={logoChange} />
  ) : null;
}

const meta = {
  title: 'mf-account/Profile/CompanySection',
  component: CompanySection,
  args: { disabled: false },
  render: (args) => <SignedInCompany {...args} />,
  ...accountPartStory('meu/perfil'),
} satisfies Meta<typeof CompanySection>;

export default meta;
// The company and its logo come from the sandbox, not from args.
type Story = StoryObj<Args>;

/** No logo yet: the placeholder, and a logo to choose. */
export const WithoutLogo: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(await section.findByText('Horizonte Serviços Ltda')).toBeVisible();
    await expect(
      section.getByRole('button', { name: /^(Escolher imagem|Elegir imagen)$/ }),
    ).toBeEnabled();
    await expect(section.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The saved logo, to change or remove. */
export const WithLogo: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      db.companies.find((company) => company.id === 'c-horizonte')!.logoUrl = LOGO;
    },
  }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByRole('img', { name: /^(Logo da empresa|Logotipo de la empresa)$/ }),
    ).toHaveAttribute('src', LOGO);
    await expect(
      section.getByRole('button', { name: /^(Remover imagem|Quitar imagen)$/ }),
    ).toBeEnabled();
  },
};
