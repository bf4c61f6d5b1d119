import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@portal/router';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

// The link's text and tone as the story's arguments: where it goes is each story's own.
const meta = {
  title: 'UI/ButtonLink',
  args: { label: 'Abrir o boleto', tone: 'secondary' },
  parameters: { localeArgs: { es: { label: 'Abrir el boleto' } } },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'secondary'] } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<{ label: string; tone: 'primary' | 'secondary' }>;

export default meta;
type Story = StoryObj<typeof meta>;

const slip = ({ label, tone }: { label: string; tone: 'primary' | 'secondary' }) => (
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

/** To a page of the portal, named by its route. */
export const ToAPage: Story = {
  args: { label: 'Ver planos', tone: 'primary' },
  parameters: { localeArgs: { es: { label: 'Ver planes' } } },
  render: ({ label, tone }) => (
    <ButtonLink tone={tone} to="checkout">
      {label}
    </ButtonLink>
  ),
};

/** A phone. */
export const Phone: Story = { render: slip, globals: { viewport: { value: 'phone320' } } };
