import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registerCardTexts } from '@portal/billing/card';
import { pageParameters } from '@portal/testing/page-story';
import { billingPartStory } from '../../../testing/billingStory';
import ChangeCardDialog from './ChangeCardDialog';

const story = billingPartStory('gestao-de-cobrancas');

const meta = {
  title: 'mf-billing/Charges/ChangeCardDialog',
  component: ChangeCardDialog,
  args: { subscriptionId: 'sub-1', open: true, onOpenChange: fn() },
  ...story,
  // The card's texts, as the page fetches them with the dialog's code.
  loaders: [...(story.loaders ?? []), registerCardTexts],
} satisfies Meta<typeof ChangeCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: /^(Alterar cartão|Cambiar tarjeta)$/,
  });

/** A new card, typed as at checkout: its five fields and the brand its number shows. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.querySelectorAll('input')).toHaveLength(5);
    await expect(
      within(dialog).getByRole('button', { name: /^(Salvar cartão|Guardar tarjeta)$/ }),
    ).toBeVisible();
  },
};

/** The issuer refused the card: why, above the fields, which keep what was typed. */
export const RefusedByTheIssuer: Story = {
  parameters: pageParameters({
    arrange: (_db, sandbox) =>
      sandbox.fail('replaceCard', 402, { code: 'card_refused', detail: 'expired_card' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    // Typed as the keyboard does (jsdom sees the dialog's layer as not taking pointer events).
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(input('holderName'), 'paula ribeiro');
    await user.type(input('cardNumber'), '5555555555554444');
    await user.type(input('holderTaxId'), '52998224725');
    await user.type(input('expiry'), '0931');
    await user.type(input('cvv'), '321');
    await user.click(
      within(dialog).getByRole('button', { name: /^(Salvar cartão|Guardar tarjeta)$/ }),
    );
    await expect(
      await within(dialog).findByText(/(cartão vencido|tarjeta vencida)\. /),
    ).toBeVisible();
    await expect(input('cardNumber')).toHaveValue('5555 5555 5555 4444');
  },
};
