import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { SubmitActions } from './SubmitActions';

/** The story's form: a field, then Cancel and the submit; the texts are args (the language's). */
interface SubmitStoryArgs {
  readonly fieldLabel: string;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly disabled?: boolean;
  readonly onCancel: () => void;
}

function SampleForm({ fieldLabel, ...actions }: SubmitStoryArgs) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
      }}
    >
      <Stack>
        <label>
          {fieldLabel} <input name="name" />
        </label>
        <SubmitActions {...actions} submitting={submitting} />
      </Stack>
    </form>
  );
}

const meta = {
  title: 'UI/SubmitActions',
  component: SampleForm,
  args: { fieldLabel: 'Nome', submitLabel: 'Criar empresa', busyLabel: 'Criando…', onCancel: fn() },
  parameters: {
    localeArgs: {
      es: { fieldLabel: 'Nombre', submitLabel: 'Crear empresa', busyLabel: 'Creando…' },
    },
  },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel, then the submit; once sent, the submit is busy and Cancel waits for the answer. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: args.submitLabel }));
    await expect(form.getByRole('button', { name: /^(Cancelar)$/ })).toBeDisabled();
  },
};

/** Nothing to send yet: the submit cannot be pressed. */
export const Disabled: Story = { args: { disabled: true } };
