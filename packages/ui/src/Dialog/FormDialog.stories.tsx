import { useState } from 'react';
import * as v from 'valibot';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Notice } from '@portal/notify';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormDialog, FormDialogForm } from './FormDialog';

/** The story's texts: the dialog's, the form's and the notice's. */
interface FormDialogStoryArgs {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly triggerLabel: string;
  readonly fieldLabel: string;
  readonly submitLabel: string;
  readonly errorTitle: string;
  /** The server's refusal of the whole form; none when empty. */
  readonly refusal: string;
  readonly notice: string;
  readonly onSubmit: (code: string) => void;
}

const schema = v.object({ code: v.pipe(v.string(), v.minLength(4, 'Mais de 3 caracteres')) });

class Refused extends Error {}

function CodeForm(args: FormDialogStoryArgs) {
  const form = useRuleForm(
    schema,
    { code: 'VERAO' },
    {
      refusals: (error) => (error instanceof Refused ? { [FORM_ERROR]: args.refusal } : undefined),
    },
  );
  const send = async ({ code }: v.InferOutput<typeof schema>): Promise<Notice> => {
    args.onSubmit(code);
    await new Promise((done) => setTimeout(done, 400));
    if (args.refusal) throw new Refused();
    return { title: args.notice, tone: 'positive' };
  };
  return (
    <FormDialogForm
      form={form}
      onSubmit={send}
      errorTitle={args.errorTitle}
      submitLabel={args.submitLabel}
    >
      <TextField label={args.fieldLabel} {...form.field('code')} />
    </FormDialogForm>
  );
}

function WithTrigger(args: FormDialogStoryArgs) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{args.triggerLabel}</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={args.title}
        description={args.description}
      >
        <CodeForm {...args} />
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'UI/FormDialog',
  args: {
    open: true,
    title: 'Editar código do cupom',
    description: 'O novo código substitui VERAO.',
    triggerLabel: 'Editar código',
    fieldLabel: 'Código do cupom',
    submitLabel: 'Salvar código',
    errorTitle: 'Não foi possível alterar o código do cupom',
    refusal: '',
    notice: 'Código alterado',
    onSubmit: fn(),
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Editar código del cupón',
        description: 'El nuevo código sustituye a VERAO.',
        triggerLabel: 'Editar código',
        fieldLabel: 'Código del cupón',
        submitLabel: 'Guardar código',
        errorTitle: 'No fue posible cambiar el código del cupón',
        notice: 'Código cambiado',
      },
    },
  },
  render: (args) => <WithTrigger key={String(args.open)} {...args} />,
} satisfies Meta<FormDialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing changed yet: the submit waits for a change. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: args.submitLabel })).toBeDisabled();
  },
};

/** Saving: the submit shows busy and Cancel waits. */
export const Saving: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: args.fieldLabel }), '20');
    await userEvent.click(dialog.getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).toHaveBeenCalledWith('VERAO20');
    await expect(dialog.getAllByRole('button').at(-1)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the whole form: said above the fields, the dialog stays open. */
export const Refusal: Story = {
  args: { refusal: 'Já existe um cupom com este código.' },
  parameters: { localeArgs: { es: { refusal: 'Ya existe un cupón con este código.' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: args.fieldLabel }), '20');
    await userEvent.click(dialog.getByRole('button', { name: args.submitLabel }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      args.errorTitle,
    );
  },
};

/** On a phone (320 px): a bottom sheet, its buttons in reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** On a desk (1280 px). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
