import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { companyPartStory, type CompanyStoryArgs } from '../../../testing/companyStory';
import { SubscriptionSection } from './SubscriptionSection';

const meta = {
  title: 'mf-backoffice/Companies/SubscriptionSection',
  ...companyPartStory(SubscriptionSection, 'c-horizonte'),
} satisfies Meta<CompanyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active subscription: cancelling asks first. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: /^(Cancelar assinatura|Cancelar suscripción)$/,
      }),
    );
    await expect(
      await screen.findByRole('dialog', {
        name: /^(Cancelar a assinatura\?|¿Cancelar la suscripción\?)$/,
      }),
    ).toBeVisible();
  },
};

/** The subscription did not load: the load failure with its retry. */
export const NotLoaded: Story = {
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('subscriptions', 500, { times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: /^(Tentar novamente|Intentar de nuevo)$/,
      }),
    ).toBeVisible();
  },
};
