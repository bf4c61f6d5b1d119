import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../theme.css';
import { ServiceCard } from './ServiceCard';

const picture = (background: string, shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${background}"/>${shape}</svg>`,
  )}`;

const EXECUTION = picture(
  '#d8e6f3',
  '<rect x="90" y="50" width="140" height="90" rx="10" fill="#0b5cad"/><path d="M120 110l25-25 20 20 35-35" stroke="#ffffff" stroke-width="8" fill="none"/>',
);
const IMPLEMENTATION = picture(
  '#fff4e0',
  '<circle cx="160" cy="90" r="48" fill="#8a5300"/><path d="M140 90l14 14 28-28" stroke="#ffffff" stroke-width="8" fill="none"/>',
);

const meta = {
  title: 'UI/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Implementação',
    description: 'Acompanhe as etapas de implantação da plataforma na sua empresa.',
    href: '/minha-conta/implementacao',
    imageSrc: IMPLEMENTATION,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Implementación',
        description: 'Siga las etapas de implantación de la plataforma en su empresa.',
      },
    },
  },
  // A card of the home page's grid; the wide one spans the content.
  decorators: [
    (Story, { args }) => (
      <div
        style={{
          maxWidth: args.wide ? vars.size.contentMax : `calc(${vars.size.contentMax} / 3)`,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link named by the title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.title });
    await expect(link).toHaveAttribute('href', args.href);
  },
};

/** Tab reaches the title's link; the focus ring goes round the card. */
export const Focus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: args.title })).toHaveFocus();
  },
};

/** Not ready yet: dimmed, not followable, and the reason written on the card. */
export const Inactive: Story = {
  args: {
    title: 'Execução',
    description: 'Gerencie a operação diária da sua empresa na plataforma.',
    imageSrc: EXECUTION,
    inactive: true,
    inactiveReason: 'Disponível após a conclusão da implementação',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Ejecución',
        description: 'Gestione la operación diaria de su empresa en la plataforma.',
        inactiveReason: 'Disponible después de concluir la implementación',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('link', { name: args.title });
    await expect(within(canvasElement).getByText(String(args.inactiveReason))).toBeVisible();
    await expect(card).toHaveAccessibleDescription(String(args.inactiveReason));
  },
};

/** Keyboard focus reaches an inactive card, which leads nowhere and is read with its reason. */
export const InactiveFocus: Story = {
  args: Inactive.args,
  parameters: Inactive.parameters,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const card = within(canvasElement).getByRole('link', { name: args.title });
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card).not.toHaveAttribute('href');
    await expect(card).toHaveAccessibleDescription(String(args.inactiveReason));
  },
};

/** The only card of the home page: image beside the text. */
export const Wide: Story = { args: { wide: true } };

export const WideInactive: Story = {
  args: { ...Inactive.args, wide: true },
  parameters: Inactive.parameters,
};

/** On a phone nothing hovers and no tooltip opens: the reason is read from the card itself. */
export const InactivePhone: Story = {
  ...Inactive,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A service without an image. */
export const WithoutImage: Story = { args: { imageSrc: undefined } };
