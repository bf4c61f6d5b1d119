import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { NO_CHANNEL } from '../offers';
import { ChannelChoice } from './ChannelChoice';

const meta = {
  title: 'mf-checkout/Purchase/ChannelChoice',
  component: ChannelChoice,
  args: { name: 'channel', value: NO_CHANNEL, onChange: fn(), onBlur: fn(), error: undefined },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof ChannelChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No channel, or one of the channels with its monthly price. */
export const Default: Story = {};

/** The trial has no channel: the choice waits for a tier. */
export const ForTheTrial: Story = { args: { disabled: true } };
