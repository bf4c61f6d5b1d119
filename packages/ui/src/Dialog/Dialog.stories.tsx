import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

/** The story's texts beyond the dialog's own props: its trigger and close button. */
type DialogStoryArgs = DialogProps & { readonly triggerLabel: string; readonly closeLabel: string };

/** A trigger plus the dialog, as pages use it; `open` in args is where it starts. */
function WithTrigger(args: DialogStoryArgs) {
  const { triggerLabel, closeLabel, ...dialog } = args;
  const [open, setOpen] = useState(dialog.open);
  const change = (next: boolean) => {
    dialog.onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>{triggerLabel}</Button>
      <Dialog
        {...dialog}
        open={open}
        onOpenChange={change}
        actions={
          <Button tone="ghost" onClick={() => change(false)}>
            {closeLabel}
          </Button>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Termos de uso',
    description: 'Leia os termos antes de continuar.',
    children: 'Ao usar o portal você concorda com o tratamento dos seus dados conforme a LGPD.',
    triggerLabel: 'Ver termos de uso',
    closeLabel: 'Fechar',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Términos de uso',
        description: 'Lea los términos antes de continuar.',
        children: 'Al usar el portal acepta el tratamiento de sus datos según la ley.',
        triggerLabel: 'Ver términos de uso',
        closeLabel: 'Cerrar',
      },
    },
  },
  argTypes: { actions: { control: false } },
  render: (args) => <WithTrigger key={String(args.open)} {...args} />,
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger only. */
export const Default: Story = {};

/** Open, with focus inside; Escape or Fechar closes it and focus returns to the trigger. */
export const Open: Story = { args: { open: true } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await expect(await page.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Its work is under way (e.g. a form being sent): Escape and a click outside do not close it. */
export const Busy: Story = {
  args: { open: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

const LONG_TEXT_PT = Array.from(
  { length: 12 },
  (_, index) =>
    `${index + 1}. Ao usar o portal você concorda com o tratamento dos seus dados conforme a LGPD, para prestar o serviço contratado.`,
).join('\n\n');
const LONG_TEXT_ES = Array.from(
  { length: 12 },
  (_, index) =>
    `${index + 1}. Al usar el portal acepta el tratamiento de sus datos según la ley, para prestar el servicio contratado.`,
).join('\n\n');

/**
 * On a phone (the phone320 viewport): a sheet across the screen's width, anchored to its
 * bottom; the long text scrolls inside it (a region Tab reaches) while the title and Fechar stay
 * in view. From a tablet up: the centred card, its text scrolling the same way.
 */
export const PhoneLongText: Story = {
  globals: { viewport: { value: 'phone320' } },
  args: { open: true, children: <div style={{ whiteSpace: 'pre-line' }}>{LONG_TEXT_PT}</div> },
  parameters: {
    localeArgs: {
      es: { children: <div style={{ whiteSpace: 'pre-line' }}>{LONG_TEXT_ES}</div> },
    },
  },
};
