import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { FormActions } from './FormActions';

/** The story's form: a field and its buttons; the texts are args so they follow the language. */
interface FormStoryArgs {
  readonly layout?: 'row' | 'stacked';
  readonly fieldLabel: string;
  readonly cancelLabel: string;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
}

function SampleForm({ layout, fieldLabel, cancelLabel, submitLabel, onSubmit }: FormStoryArgs) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        <label>
          {fieldLabel} <input name="email" type="email" />
        </label>
        <FormActions layout={layout}>
          {layout === 'stacked' ? null : <Button tone="ghost">{cancelLabel}</Button>}
          <Button type="submit">{submitLabel}</Button>
          {layout === 'stacked' ? <Button tone="secondary">{cancelLabel}</Button> : null}
        </FormActions>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'UI/FormActions',
  component: SampleForm,
  args: {
    fieldLabel: 'E-mail',
    cancelLabel: 'Cancelar',
    submitLabel: 'Criar usuário',
    onSubmit: fn(),
  },
  parameters: {
    localeArgs: {
      es: { fieldLabel: 'E-mail', cancelLabel: 'Cancelar', submitLabel: 'Crear usuario' },
    },
  },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons in a row at the form's end, the main one last; they wrap on a phone. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** One full-width button under the other, the main one first: the sign-in pages. */
export const Stacked: Story = { args: { layout: 'stacked', submitLabel: 'Entrar' } };
