import { useState } from 'react';
import * as v from 'valibot';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueuedNotices, type Notice } from '@portal/notify';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormDialog, FormDialogForm } from './FormDialog';

const schema = v.object({ name: v.pipe(v.string(), v.minLength(4, 'Nome inválido')) });

class Refused extends Error {}

function NameForm({ save }: { readonly save: (name: string) => Promise<Notice> }) {
  const form = useRuleForm(
    schema,
    { name: 'Ana' },
    {
      refusals: (error) =>
        error instanceof Refused ? { [FORM_ERROR]: 'Este nome já está em uso.' } : undefined,
    },
  );
  return (
    <FormDialogForm
      form={form}
      onSubmit={({ name }) => save(name)}
      errorTitle="Não foi possível salvar o nome"
      submitLabel="Salvar nome"
    >
      <TextField label="Nome" {...form.field('name')} />
    </FormDialogForm>
  );
}

function Notices() {
  const notices = useQueuedNotices();
  return (
    <ul aria-label="Avisos">
      {notices.map((notice) => (
        <li key={notice.id}>{notice.title}</li>
      ))}
    </ul>
  );
}

function Page({ save }: { readonly save: (name: string) => Promise<Notice> }) {
  const [open, setOpen] = useState(false);
  // The form layer translates its messages with the page's Lingui instance.
  return (
    <I18nProvider i18n={i18n}>
      <Button onClick={() => setOpen(true)}>Editar nome</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Editar nome">
        <NameForm save={save} />
      </FormDialog>
      <Notices />
    </I18nProvider>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Editar nome' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar nome' }));
  return { user, dialog };
}

describe('FormDialog', () => {
  it('disables the submit while sending, then shows the notice, closes and gives the focus back', async () => {
    let answer: () => void = () => undefined;
    const save = jest.fn(
      () =>
        new Promise<Notice>((resolve) => {
          answer = () => resolve({ title: 'Nome salvo', tone: 'positive' });
        }),
    );
    render(<Page save={save} />);
    const { user, dialog } = await openDialog();
    // Nothing changed yet: nothing to save.
    expect(dialog.getByRole('button', { name: 'Salvar nome' })).toBeDisabled();

    await user.type(dialog.getByRole('textbox', { name: 'Nome' }), 'na');
    await user.click(dialog.getByRole('button', { name: 'Salvar nome' }));
    expect(save).toHaveBeenCalledWith('Anana');
    const busy = dialog.getByRole('button', { name: 'Salvando…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.click(busy);
    expect(save).toHaveBeenCalledTimes(1);

    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('list', { name: 'Avisos' })).getByText('Nome salvo'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar nome' })).toHaveFocus();
  });

  it('shows a refusal of the whole form above the fields and stays open', async () => {
    render(<Page save={() => Promise.reject(new Refused())} />);
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Nome' }), 'na');
    await user.click(dialog.getByRole('button', { name: 'Salvar nome' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar o nome');
    expect(alert).toHaveTextContent('Este nome já está em uso.');
    expect(screen.getByRole('dialog', { name: 'Editar nome' })).toBeInTheDocument();
  });

  it('Cancelar closes without sending and gives the focus back', async () => {
    const save = jest.fn();
    render(<Page save={save} />);
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Editar nome' })).toHaveFocus();
  });
});
