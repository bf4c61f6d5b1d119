import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { OfficerFields } from './OfficerFields';

const binding = (name: string, value = '') => ({
  name,
  value,
  onChange: fn(),
  onBlur: fn(),
  error: undefined,
});

const meta = {
  title: 'mf-checkout/Purchase/OfficerFields',
  component: OfficerFields,
  args: { role: 'co', name: binding('coName'), email: binding('coEmail') },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof OfficerFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An officer to create: name and e-mail under the role's name. */
export const Empty: Story = {};

/** Created by an earlier try: a line, not fields, so a retry does not create them twice. */
export const Created: Story = {
  args: {
    role: 'ceo',
    created: { role: 'ceo', name: 'Marina Duarte', email: 'marina@aurora.com.br' },
  },
};
