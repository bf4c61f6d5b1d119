import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Harness({ busy = false }: { readonly busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar e-mail
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Editar e-mail"
        description="O novo e-mail recebe um código de confirmação."
        busy={busy}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancelar
            </button>
            <button type="button">Salvar</button>
          </>
        }
      >
        <label>
          E-mail
          <input type="email" />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog(busy = false) {
  const user = userEvent.setup();
  const view = render(<Harness busy={busy} />);
  const trigger = screen.getByRole('button', { name: 'Editar e-mail' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Editar e-mail' });
  return { user, trigger, dialog, view };
}

/** The scrim around the dialog: a click on it is a click outside. */
const outside = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

describe('Dialog', () => {
  it('is named and described, and moves focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('O novo e-mail recebe um código de confirmação.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closing from an action also returns focus to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    const { user, dialog } = await openDialog();
    await user.click(outside(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('while busy, neither Escape nor a click outside closes it; once done, Escape does', async () => {
    const { user, dialog, view } = await openDialog(true);
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await user.click(outside(dialog));
    expect(screen.getByRole('dialog', { name: 'Editar e-mail' })).toBeInTheDocument();

    view.rerender(<Harness busy={false} />);
    expect(dialog).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('a body taller than its box (a phone, a long text)', () => {
    // jsdom has no layout: the body reports a content taller than its box.
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    });
    afterEach(() => jest.restoreAllMocks());

    it('a text becomes a region named by the title that Tab reaches, apart from the actions', async () => {
      const user = userEvent.setup();
      render(
        <Dialog
          open
          onOpenChange={() => undefined}
          title="Termos de uso"
          actions={<button type="button">Fechar</button>}
        >
          <p>Ao usar o portal você concorda com o tratamento dos seus dados.</p>
        </Dialog>,
      );
      const region = await screen.findByRole('region', { name: 'Termos de uso' });
      expect(region).toHaveAttribute('tabindex', '0');
      // The actions are outside the scrolling part, so they stay in view.
      expect(region).not.toContainElement(screen.getByRole('button', { name: 'Fechar' }));
      expect(region).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
      await user.tab();
      expect(region).toHaveFocus();
    });

    it('a form is no stop of its own: focus starts on its first field', async () => {
      await openDialog();
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    });
  });

  it('a body that fits is no region and no tab stop', async () => {
    await openDialog();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
