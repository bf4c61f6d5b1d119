import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGroup } from '../FieldGroup/FieldGroup';
import { ChoiceCard, ChoiceCardHighlight, ChoiceCardList } from './ChoiceCard';

interface Offer {
  readonly value: string;
  readonly title: string;
  readonly price: string;
  readonly line: string;
}

interface ChoiceCardsArgs {
  readonly legend: string;
  readonly offers: readonly Offer[];
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A field's cards as a page composes them: a legend, the list, one card per offer. */
function ChoiceCards({ legend, offers, value, onChange }: ChoiceCardsArgs) {
  const [chosen, setChosen] = useState(value);
  return (
    <FieldGroup legend={legend}>
      <ChoiceCardList>
        {offers.map((offer) => (
          <ChoiceCard
            key={offer.value}
            name="plan"
            value={offer.value}
            title={offer.title}
            checked={chosen === offer.value}
            onChoose={() => {
              setChosen(offer.value);
              onChange(offer.value);
            }}
            onBlur={() => {}}
          >
            <ChoiceCardHighlight>{offer.price}</ChoiceCardHighlight>
            <span>{offer.line}</span>
          </ChoiceCard>
        ))}
      </ChoiceCardList>
    </FieldGroup>
  );
}

const meta = {
  title: 'UI/ChoiceCard',
  component: ChoiceCards,
  args: {
    legend: 'Planos',
    offers: [
      { value: 'basic', title: 'Basic', price: 'R$ 1.990,00', line: 'por mês' },
      { value: 'advanced', title: 'Advanced', price: 'R$ 3.280,00', line: 'por mês' },
      { value: 'trial', title: 'Teste grátis', price: '14 dias', line: 'Sem custo.' },
    ],
    value: '',
    onChange: fn(),
  },
  parameters: {
    localeArgs: {
      es: {
        legend: 'Planes',
        offers: [
          { value: 'basic', title: 'Basic', price: 'R$ 1.990,00', line: 'por mes' },
          { value: 'advanced', title: 'Advanced', price: 'R$ 3.280,00', line: 'por mes' },
          { value: 'trial', title: 'Prueba gratuita', price: '14 días', line: 'Sin costo.' },
        ],
      },
    },
  },
} satisfies Meta<typeof ChoiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side where each card keeps its least width. */
export const Default: Story = {};

/** The chosen card is marked, and its radio is checked (a screen reader hears "selected"). */
export const Chosen: Story = {
  args: { value: 'advanced' },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Advanced' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription(/3[.]?280,00/);
  },
};

/** One tab stop; the arrow keys move the choice; a tap anywhere on a card chooses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[0]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('advanced');
  },
};

/** On a phone: one card under another, each as wide as the screen. */
export const Phone: Story = {
  args: { value: 'basic' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** On a desk. */
export const Desktop: Story = {
  args: { value: 'basic' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
