import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import { FooterBar, Frame, HeaderBar } from './Frame';

const LANGUAGES = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'es', label: 'Español' },
];

function LanguageChoice() {
  const [value, setValue] = useState('pt-BR');
  return <LanguageSwitch value={value} options={LANGUAGES} onChange={setValue} />;
}

const meta = {
  title: 'UI/Frame',
  component: Frame,
  subcomponents: { HeaderBar, FooterBar },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      es: {
        skipLabel: 'Saltar al contenido',
        header: <HeaderBar brand="Mi Cuenta" />,
        footer: <FooterBar start="© Empresa Demo" end={<LanguageChoice />} />,
        children: <PageHeader title="Inicio" description="Tus servicios en un solo lugar." />,
      },
    },
  },
  args: {
    skipLabel: 'Pular para o conteúdo',
    header: <HeaderBar brand="Minha Conta" />,
    footer: <FooterBar start="© Empresa Demo" end={<LanguageChoice />} />,
    children: <PageHeader title="Início" description="Seus serviços em um só lugar." />,
  },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first Tab reaches the skip link, which is visible only while focused. */
export const SkipLinkFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: args.skipLabel })).toHaveFocus();
  },
};

/** Without header and footer (login, standalone pages): only the main landmark. */
export const Empty: Story = {
  args: { header: undefined, footer: undefined },
  parameters: { localeArgs: { es: { header: undefined, footer: undefined } } },
};

export const HeaderWithActions: StoryObj<typeof HeaderBar> = {
  render: (args) => <HeaderBar {...args} />,
  args: { brand: 'Minha Conta', children: <a href="#ajuda">Ajuda</a> },
  parameters: { localeArgs: { es: { brand: 'Mi Cuenta', children: <a href="#ajuda">Ayuda</a> } } },
};

const PROFILE_ITEMS = [{ id: 'exit', label: 'Sair', onSelect: () => undefined }];

/**
 * Signed in, with long names: from a tablet up the names sit beside the avatar (cut with an
 * ellipsis when short of room); on a phone (the phone320 viewport) the header keeps
 * brand, PT | ES and the avatar on one line and the names head the opened menu; the footer
 * stacks.
 */
export const SignedIn: Story = {
  globals: { viewport: { value: 'phone320' } },
  args: {
    header: (
      <HeaderBar brand="Minha Conta">
        <LanguageChoice />
        <ProfileMenu
          label="Menu do perfil"
          name="Maria Aparecida de Souza Albuquerque"
          companyName="Empresa Demo Serviços de Tecnologia Ltda."
          items={PROFILE_ITEMS}
        />
      </HeaderBar>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        header: (
          <HeaderBar brand="Mi Cuenta">
            <LanguageChoice />
            <ProfileMenu
              label="Menú del perfil"
              name="María Aparecida de Souza Albuquerque"
              companyName="Empresa Demo Servicios de Tecnología S.A."
              items={[{ id: 'exit', label: 'Salir', onSelect: () => undefined }]}
            />
          </HeaderBar>
        ),
      },
    },
  },
};
