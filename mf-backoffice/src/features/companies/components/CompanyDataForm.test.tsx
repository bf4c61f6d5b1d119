import { Fragment, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import remote from '../../../routes';
import { renderBackoffice } from '../../../flows/renderBackoffice';
import { ADMIN } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import { EditCompanyDialog } from './EditCompanyDialog';

// A company's status in the edit dialog (spec §4): a SaaS account's is its subscription's.
// Seed: Horizonte is a paid SaaS account with an active subscription; Lagoa Azul (c-f4) a SaaS
// account whose subscription is cancelled; Boreal a SaaS account on trial, without one; Delta a
// client (not SaaS).
const page = installPageSandbox();
const db = () => page.sandbox.db();
const companyRecord = (id: string) => db().companies.find((company) => company.id === id)!;
const subscriptionOf = (companyId: string) =>
  db().subscriptions.find((subscription) => subscription.companyId === companyId)!;

function Harness({ id }: { id: string }) {
  const company = useAdminCompany(id).data;
  const [open, setOpen] = useState(true);
  return company ? (
    <EditCompanyDialog company={company} open={open} onOpenChange={setOpen} />
  ) : null;
}

afterEach(() => sessionStore.getState().logout());

async function openEdit(id: string, locale: 'pt-BR' | 'es' = 'pt-BR') {
  const Providers = remote.Providers ?? Fragment;
  await renderBackoffice('/dialogo', {
    session: page.sessionOf(ADMIN),
    locale,
    routes: [
      {
        path: 'dialogo',
        element: (
          <Providers>
            <Harness id={id} />
          </Providers>
        ),
      },
    ],
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar empresa' }));
  const data = within(
    dialog.getByRole('region', {
      name: locale === 'es' ? 'Datos de la empresa' : 'Dados da empresa',
    }),
  );
  return { dialog, data, user: userEvent.setup() };
}

const confirmation = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('edit company: the status of a SaaS account follows its subscription', () => {
  it('"Desativada" cancels the subscription after a confirmation; the company is not deleted', async () => {
    const { dialog, data, user } = await openEdit('c-horizonte');
    const status = data.getByRole('combobox', { name: 'Situação' });
    expect(status).toHaveDisplayValue('Ativa');
    expect(status).toHaveAccessibleDescription(
      'Conta SaaS: desativar cancela a assinatura e ativar a reativa, após confirmação.',
    );
    await user.selectOptions(status, 'Desativada');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));

    const confirm = await confirmation('Cancelar a assinatura?');
    expect(
      confirm.getByText(/A assinatura .+ de Horizonte Serviços Ltda deixa de ser cobrada/),
    ).toBeInTheDocument();
    // Nothing happens before the confirmation.
    expect(subscriptionOf('c-horizonte').status).toBe('active');
    await user.click(confirm.getByRole('button', { name: 'Cancelar assinatura' }));

    expect(await screen.findByText('Assinatura cancelada')).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('canceled');
    expect(companyRecord('c-horizonte').deleted).toBe(false);
    // The form starts from the saved status; the subscription section says it too.
    expect(status).toHaveDisplayValue('Desativada');
    expect(data.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    const subscription = within(dialog.getByRole('region', { name: 'Assinatura' }));
    expect(await subscription.findByText('Inativo')).toBeInTheDocument();
  });

  it('"Ativa" reactivates a cancelled subscription after a confirmation', async () => {
    const { data, user } = await openEdit('c-f4');
    const status = data.getByRole('combobox', { name: 'Situação' });
    expect(status).toHaveDisplayValue('Desativada');
    await user.selectOptions(status, 'Ativa');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    const confirm = await confirmation('Reativar a assinatura?');
    await user.click(confirm.getByRole('button', { name: 'Reativar assinatura' }));

    expect(await screen.findByText('Assinatura reativada')).toBeInTheDocument();
    expect(subscriptionOf('c-f4').status).toBe('active');
    expect(companyRecord('c-f4').deleted).toBe(false);
    expect(status).toHaveDisplayValue('Ativa');
  });

  it('going back from the confirmation changes nothing and keeps what was typed', async () => {
    const { data, user } = await openEdit('c-horizonte');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.type(name, ' Novo');
    await user.selectOptions(data.getByRole('combobox', { name: 'Situação' }), 'Desativada');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    const confirm = await confirmation('Cancelar a assinatura?');
    await user.click(confirm.getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar a assinatura?' })).toBeNull(),
    );
    expect(subscriptionOf('c-horizonte').status).toBe('active');
    expect(companyRecord('c-horizonte').name).toBe('Horizonte Serviços Ltda');
    expect(name).toHaveValue('Horizonte Serviços Ltda Novo');
    expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Desativada');
  });

  it("says the spec's text when the change fails, and keeps what was typed", async () => {
    page.sandbox.fail('cancelSubscription', 500);
    const { data, user } = await openEdit('c-horizonte');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.type(name, ' Novo');
    await user.selectOptions(data.getByRole('combobox', { name: 'Situação' }), 'Desativada');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    const confirm = await confirmation('Cancelar a assinatura?');
    await user.click(confirm.getByRole('button', { name: 'Cancelar assinatura' }));

    expect(
      await screen.findByText('Ocorreu um erro ao alterar o status da assinatura'),
    ).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('active');
    expect(companyRecord('c-horizonte')).toMatchObject({
      name: 'Horizonte Serviços Ltda',
      deleted: false,
    });
    expect(name).toHaveValue('Horizonte Serviços Ltda Novo');
    expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Desativada');

    // Tried again, it goes through: the subscription, then the name.
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    await user.click(
      (await confirmation('Cancelar a assinatura?')).getByRole('button', {
        name: 'Cancelar assinatura',
      }),
    );
    expect(
      await screen.findByText('Os dados da empresa foram atualizados com sucesso'),
    ).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('canceled');
    expect(companyRecord('c-horizonte')).toMatchObject({
      name: 'Horizonte Serviços Ltda Novo',
      deleted: false,
    });
  });

  it('a name saved on a cancelled account keeps it disabled and undeleted, with no question', async () => {
    const { data, user } = await openEdit('c-f4');
    await user.type(data.getByRole('textbox', { name: 'Nome' }), ' S.A.');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    expect(
      await screen.findByText('Os dados da empresa foram atualizados com sucesso'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /assinatura\?/ })).toBeNull();
    expect(companyRecord('c-f4')).toMatchObject({
      name: 'Lagoa Azul Turismo Ltda S.A.',
      deleted: false,
    });
    expect(subscriptionOf('c-f4').status).toBe('canceled');
    expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Desativada');
  });

  it('follows a cancel made in the subscription section', async () => {
    const { dialog, data, user } = await openEdit('c-horizonte');
    const subscription = within(dialog.getByRole('region', { name: 'Assinatura' }));
    await user.click(await subscription.findByRole('button', { name: 'Cancelar assinatura' }));
    await user.click(
      (await confirmation('Cancelar a assinatura?')).getByRole('button', {
        name: 'Cancelar assinatura',
      }),
    );
    await screen.findByText('Assinatura cancelada');
    await waitFor(() =>
      expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Desativada'),
    );
    expect(data.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
  });

  it('a SaaS account without a subscription keeps the deleted flag', async () => {
    const { data, user } = await openEdit('c-boreal');
    const status = data.getByRole('combobox', { name: 'Situação' });
    await waitFor(() =>
      expect(status).toHaveAccessibleDescription(
        'Conta SaaS ainda sem assinatura: uma empresa desativada perde o acesso ao portal.',
      ),
    );
    await user.selectOptions(status, 'Desativada');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    expect(
      await screen.findByText('Os dados da empresa foram atualizados com sucesso'),
    ).toBeInTheDocument();
    expect(companyRecord('c-boreal').deleted).toBe(true);
  });

  it('asks in Spanish', async () => {
    const { data, user } = await openEdit('c-horizonte', 'es');
    await user.selectOptions(data.getByRole('combobox', { name: 'Estado' }), 'Desactivada');
    await user.click(data.getByRole('button', { name: 'Guardar datos' }));
    const confirm = await confirmation('¿Cancelar la suscripción?');
    expect(confirm.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByText('Suscripción cancelada')).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('canceled');
  });
});
