import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { BrandPanel } from '../BrandPanel/BrandPanel';
import { Button } from '../Button/Button';
import { PageHeader } from '../PageHeader/PageHeader';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';

import { SplitLayout } from './SplitLayout';

/** A sign-in page's parts, in one language. */
function signIn(texts: {
  headline: string;
  text: string;
  title: string;
  lead: string;
  password: string;
  submit: string;
}) {
  return {
    aside: <BrandPanel product="Minha Conta" headline={texts.headline} text={texts.text} />,
    children: (
      <>
        <PageHeader title={texts.title} description={texts.lead} />
        <TextField label="E-mail" value="" onChange={() => undefined} />
        <PasswordField label={texts.password} value="" onChange={() => undefined} />
        <Button type="submit">{texts.submit}</Button>
      </>
    ),
  };
}

const meta = {
  title: 'UI/SplitLayout',
  component: SplitLayout,
  args: signIn({
    headline: 'Compliance da sua empresa em um só lugar',
    text: 'Planos, usuários, cobranças e o seu programa de integridade, com 15 dias de teste grátis.',
    title: 'Entrar',
    lead: 'Acesse a sua conta para gerenciar planos, usuários e cobranças.',
    password: 'Senha',
    submit: 'Entrar',
  }),
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      es: signIn({
        headline: 'El compliance de tu empresa en un solo lugar',
        text: 'Planes, usuarios, cobros y tu programa de integridad, con 15 días de prueba gratis.',
        title: 'Ingresar',
        lead: 'Accede a tu cuenta para gestionar planes, usuarios y cobros.',
        password: 'Contraseña',
        submit: 'Ingresar',
      }),
    },
  },
  argTypes: { aside: { control: false }, children: { control: false } },
} satisfies Meta<typeof SplitLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desk: the brand panel beside the form's column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The aside comes first in reading order, the page's h1 after it.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

/** A phone: the brand panel above the form, the form the full width less the gutters. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** A common phone. */
export const Phone390: Story = { globals: { viewport: { value: 'phone390' } } };
