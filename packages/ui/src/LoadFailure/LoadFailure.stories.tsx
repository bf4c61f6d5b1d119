import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailure, type LoadFailureProps } from './LoadFailure';

/** Fetches again for as long as the story's `refetch` takes, as a query does. */
function Retrying(args: LoadFailureProps) {
  const [isFetching, setFetching] = useState(false);
  const refetch = async () => {
    setFetching(true);
    await args.query.refetch();
    setFetching(false);
  };
  return <LoadFailure title={args.title} query={{ refetch, isFetching }} />;
}

const meta = {
  title: 'UI/LoadFailure',
  component: LoadFailure,
  args: {
    title: 'Não foi possível carregar as empresas',
    query: { refetch: fn(), isFetching: false },
  },
  parameters: {
    localeArgs: { es: { title: 'No fue posible cargar las empresas' } },
  },
  argTypes: { query: { control: false } },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one wording, announced at once (role="alert"), with its retry. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.title);
  },
};

/** Retrying: the button shows busy until the query answers. */
export const Retry: Story = {
  args: {
    query: { refetch: fn(() => new Promise((done) => setTimeout(done, 300))), isFetching: false },
  },
  render: (args) => <Retrying {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', {
      name: globals.locale === 'es' ? 'Intentar de nuevo' : 'Tentar novamente',
    });
    await userEvent.click(retry);
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

/** Fetching again when shown: the button is busy. */
export const Busy: Story = { args: { query: { refetch: fn(), isFetching: true } } };

/** On a phone (320 px): the alert wraps, its button stays in reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** On a desk (1280 px). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
