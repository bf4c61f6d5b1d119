import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { vars } from '../theme.css';
import { BrandPanel, type BrandPanelProps } from './BrandPanel';

function Logo({ name }: { readonly name: string }) {
  return (
    <>
      <svg viewBox="0 0 32 32" width="1.5em" height="1.5em" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.2" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{name}</span>
    </>
  );
}

/** As on the login page: the brand panel beside the form panel, which holds the main content. */
function BesideForm({ title, ...panel }: BrandPanelProps & { readonly title: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        minHeight: '100vh',
      }}
    >
      <BrandPanel {...panel} />
      <main style={{ padding: vars.space.xlarge, background: vars.color.surface }}>
        <h1>{title}</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'UI/BrandPanel',
  component: BrandPanel,
  args: {
    product: 'minha-conta',
    headline: 'Compliance da sua empresa em um só lugar',
    text: 'Planos, usuários, cobranças e o seu programa de integridade, com 15 dias de teste grátis.',
  },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      es: {
        headline: 'El compliance de tu empresa en un solo lugar',
        text: 'Planes, usuarios, cobros y tu programa de integridad, con 15 días de prueba gratis.',
      },
    },
  },
  argTypes: { product: { control: 'text' } },
} satisfies Meta<typeof BrandPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen (it is not shown on phones). */
export const Default: Story = {};

/** The product slot with a logo. */
export const WithLogo: Story = {
  args: { product: <Logo name="Minha Conta" /> },
  parameters: {
    localeArgs: {
      es: {
        product: <Logo name="Mi Cuenta" />,
        headline: 'El compliance de tu empresa en un solo lugar',
        text: 'Planes, usuarios, cobros y tu programa de integridad, con 15 días de prueba gratis.',
      },
    },
  },
  argTypes: { product: { control: false } },
};

/** Beside the login form: one main landmark, one h1, both in the form panel. */
export const OnLoginPage: Story = {
  render: (args, { globals }) => (
    <BesideForm {...args} title={globals.locale === 'es' ? 'Iniciar sesión' : 'Entrar'} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('main')).toHaveLength(1);
    await expect(page.getAllByRole('heading', { hidden: true })).toHaveLength(1);
  },
};

/** On a phone the panel is not shown and the form takes the whole width. */
export const OnLoginPagePhone: Story = {
  ...OnLoginPage,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
