import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
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
