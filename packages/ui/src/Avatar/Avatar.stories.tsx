import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { vars } from '../theme.css';
import { Avatar } from './Avatar';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

const PHOTO = svg(
  '<rect width="64" height="64" fill="#d8e6f3"/><circle cx="32" cy="25" r="12" fill="#4a5563"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#4a5563"/>',
);
const LOGO = svg(
  '<rect width="64" height="64" fill="#ffffff"/><path d="M14 46L32 14l18 32z" fill="#0b5cad"/><circle cx="32" cy="38" r="6" fill="#f5a300"/>',
);

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva', alt: 'Foto de Maria da Silva', size: 'medium' },
  parameters: { localeArgs: { es: { name: 'María García', alt: 'Foto de María García' } } },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: the name's initials. */
export const Initials: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img', { name: args.alt })).toHaveTextContent(
      args.name === 'María García' ? 'MG' : 'MS',
    );
  },
};

export const Photo: Story = { args: { src: PHOTO } };

/** A company's logo. */
export const Logo: Story = {
  args: { name: 'Posto Bom Jesus', alt: 'Logo de Posto Bom Jesus', src: LOGO },
  parameters: {
    localeArgs: { es: { name: 'Estación Central', alt: 'Logo de Estación Central' } },
  },
};

/** An image that does not load falls back to the initials. */
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,AAAA' } };

/** Decorative (no `alt`) beside the written name, as in a users list. */
export const BesideName: Story = {
  args: { alt: undefined, size: 'small' },
  parameters: { localeArgs: { es: { name: 'María García', alt: undefined } } },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
      <Avatar {...args} />
      <span>{args.name}</span>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.medium }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" src={PHOTO} />
    </div>
  ),
};
