import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { pageParameters, showsRole } from '@portal/testing/page-story';
import { accountStory } from '../../testing/accountStory';
import HomePage from './HomePage';

const meta = {
  title: 'mf-account/Home/HomePage',
  component: HomePage,
  ...accountStory({ path: '' }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid account: a card per module of its plan. */
export const Default: Story = {
  play: showsRole('link', { name: /Implementação|Implementación/ }),
};

/** Implementation not finished: the execution module waits, and says why on hover or focus. */
export const ExecutionNotReady: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      db.companies.find((company) => company.id === 'c-horizonte')!.implementationDone = false;
    },
  }),
};

/** A cfo: the warning, and every module inactive. */
export const Cfo: Story = {
  parameters: pageParameters({ signedInAs: 'cfo@demo.com.br' }),
};

/** The owner of a 15-day trial: one module, shown wide, and 'buy now'. */
export const Trial: Story = {
  parameters: pageParameters({ signedInAs: 'super.teste@demo.com.br' }),
};

/** No module at all: what to do about it. */
export const Empty: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      const company = db.companies.find((candidate) => candidate.id === 'c-horizonte')!;
      company.plan = null;
      company.trialEndsAt = null;
    },
  }),
};
