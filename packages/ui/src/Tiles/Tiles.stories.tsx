import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ServiceCard } from '../ServiceCard/ServiceCard';
import { Tiles } from './Tiles';

/** Three of the home page's module cards. */
const cards = (titles: readonly [string, string, string], description: string) => (
  <>
    {titles.map((title) => (
      <ServiceCard key={title} title={title} description={description} href="#modulo" />
    ))}
  </>
);

const meta = {
  title: 'UI/Tiles',
  component: Tiles,
  args: {
    children: cards(
      ['Implementação', 'Execução', 'Canal de denúncias'],
      'Monte e acompanhe o seu programa de integridade.',
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: cards(
          ['Implementación', 'Ejecución', 'Canal de denuncias'],
          'Arma y sigue tu programa de integridad.',
        ),
      },
    },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desk: as many cards to a row as fit. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** A phone: one card to a row, as wide as the screen allows. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
