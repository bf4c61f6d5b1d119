import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { onPage } from '@portal/testing/page-story';
import { expect } from 'storybook/test';
import { backofficeStory } from '../testing/backofficeStory';
import { SECTIONS } from './sections';
import UnknownSection from './UnknownSection';

const meta = {
  title: 'mf-backoffice/Shared/UnknownSection',
  component: UnknownSection,
  ...backofficeStory({
    route: `/${SECTIONS.companies}/relatorios`,
    path: `${SECTIONS.companies}/*`,
  }),
} satisfies Meta<typeof UnknownSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An address below the back-office that names no section: said, with the way back. */
export const Default: Story = {
  play: onPage(async (page) => {
    await expect(
      await page.findByText(
        /^(Esta seção do back-office não existe|Esta sección del back-office no existe)$/,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^(Ver as empresas|Ver las empresas)$/ }),
    ).toHaveAttribute('href', `/${SECTIONS.companies}`);
  }),
};
