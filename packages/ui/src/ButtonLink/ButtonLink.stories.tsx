import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';
import { ToPage } from '../TextLink/ToPage';

// The link's text and tone as the story's arguments: where it goes is each story's own.
type Args = { label: string; tone: 'primary' | 'secondary' };

const meta: Meta<Args> = {
  title: 'UI/ButtonLink',
  args: { label: 'Abrir o boleto', tone: 'secondary' },
  parameters: { localeArgs: { es: { label: 'Abrir el boleto' } } },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'secondary'] } },
};

export default meta;
type Story = StoryObj<Args>;

const slip = ({ label, tone }: Args) => (
  <ButtonLink tone={tone} href="https://boletos.example/1" newTab>
    {label}
  </ButtonLink>
);

/** A document in a new tab, looking like the secondary button beside it. */
export const Secondary: Story = {
  render: slip,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** To a page of the portal: the element that goes there (a `PageLink` of `@portal/router`). */
export const ToAPage: Story = {
  args: { label: 'Ver planos', tone: 'primary' },
  parameters: { localeArgs: { es: { label: 'Ver planes' } } },
  render: ({ label, tone }) => (
    <ButtonLink tone={tone} render={<ToPage to="/checkout" />}>
      {label}
    </ButtonLink>
  ),
};

/** A phone. */
export const Phone: Story = { render: slip, globals: { viewport: { value: 'phone320' } } };
