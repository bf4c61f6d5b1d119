import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Ao criar a conta, começa o seu teste grátis de 15 dias.' },
  parameters: {
    localeArgs: { es: { children: 'Al crear la cuenta, comienza tu prueba gratis de 15 días.' } },
  },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'h2', 'h3', 'output'] },
    size: { control: 'inline-radio', options: ['small', 'body', 'large'] },
    tone: { control: 'inline-radio', options: ['muted'] },
    wrap: { control: 'inline-radio', options: ['anywhere', 'nowrap'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text, as it is around it. */
export const Default: Story = {};

/** A note: why a button is still disabled, a trial note. */
export const MutedNote: Story = { args: { size: 'small', tone: 'muted' } };

/** A digitable line: monospaced digits that wrap between their groups on a phone. */
export const DigitableLine: Story = {
  args: {
    children: '23793.38128 60082.677122 85000.063305 9 96340000015000',
    font: 'mono',
    numeric: 'tabular',
    wrap: 'anywhere',
  },
  parameters: {
    localeArgs: { es: { children: '23793.38128 60082.677122 85000.063305 9 96340000015000' } },
  },
  globals: { viewport: { value: 'phone320' } },
};

/** A generated link: selected whole with one click, announced when it changes. */
export const Output: Story = {
  args: {
    as: 'output',
    'aria-label': 'Link de cadastro',
    children: 'https://portal.example.com/minha-conta/login/cadastro/adw,adwl/REDESUL',
    font: 'mono',
    size: 'small',
    wrap: 'anywhere',
    selectAll: true,
  },
  parameters: {
    localeArgs: {
      es: {
        'aria-label': 'Enlace de registro',
        children: 'https://portal.example.com/minha-conta/login/cadastro/adw,adwl/REDESUL',
      },
    },
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/cadastro/);
  },
};

/** A desk. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
