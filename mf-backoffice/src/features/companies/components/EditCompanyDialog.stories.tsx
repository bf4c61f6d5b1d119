import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import type { CompanyDialogProps } from './companyDialog';
import { EditCompanyDialog } from './EditCompanyDialog';

type Args = Omit<CompanyDialogProps, 'company'> & {
  /** The sandbox company the dialog edits, as the list would hand it over. */
  readonly companyId: string;
};

function WithCompany({ companyId, ...args }: Args) {
  const company = useAdminCompany(companyId).data;
  return company ? <EditCompanyDialog {...args} company={company} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/EditCompanyDialog',
  component: EditCompanyDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithCompany {...(args as unknown as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof EditCompanyDialog>;

export default meta;
type Story = StoryObj<Args>;

const dialog = async () => within(await screen.findByRole('dialog', { name: /^Editar empresa$/ }));
const NAME = /^(Nome|Nombre)/;
const SAVE = /^(Salvar dados|Guardar datos)$/;

/** A client company (not SaaS): its data and its integrity network; an emptied name is refused. */
export const ClientCompany: Story = {
  args: { companyId: 'c-delta' },
  play: async () => {
    const edit = await dialog();
    const name = edit.getByRole('textbox', { name: NAME });
    await expect(name).toHaveValue('Delta Engenharia Ltda');
    await userEvent.clear(name);
    await userEvent.click(edit.getByRole('button', { name: SAVE }));
    await expect(name).toHaveAccessibleDescription(
      /^(Os campos nome e status são obrigatórios|Los campos nombre y estado son obligatorios)$/,
    );
  },
};

/** A paid SaaS account: plan and subscription too; cancelling asks first. */
export const SaasAccount: Story = {
  args: { companyId: 'c-horizonte' },
  play: async () => {
    const edit = await dialog();
    await userEvent.click(
      await edit.findByRole('button', { name: /^(Cancelar assinatura|Cancelar suscripción)$/ }),
    );
    await expect(
      await screen.findByRole('dialog', {
        name: /^(Cancelar a assinatura\?|¿Cancelar la suscripción\?)$/,
      }),
    ).toBeVisible();
  },
};

/** A company in Rede Integridade Sul: choosing its code shows the network's groups, Varejo ticked. */
export const NetworkMember: Story = {
  args: { companyId: 'c-f1' },
  play: async () => {
    const edit = await dialog();
    await userEvent.selectOptions(
      await edit.findByRole('combobox', {
        name: /^(Código da empresa-mãe|Código de la empresa matriz)/,
      }),
      'mc-1',
    );
    await expect(await edit.findByRole('checkbox', { name: 'Varejo' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Indústria' })).not.toBeChecked();
  },
};

/** The save has not been answered yet: the button says it is saving and the dialog stays. */
export const Saving: Story = {
  args: { companyId: 'c-delta' },
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('updateCompany') }),
  play: async () => {
    const edit = await dialog();
    await userEvent.type(edit.getByRole('textbox', { name: NAME }), ' S.A.');
    await userEvent.click(edit.getByRole('button', { name: SAVE }));
    await expect(
      await edit.findByRole('button', { name: /^(Salvando dados…|Guardando datos…)$/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The mother-company codes did not load: a calm message with a retry; the rest still works. */
export const CodesNotLoaded: Story = {
  args: { companyId: 'c-f3' },
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('allCodes', 500, { times: Infinity }),
  }),
  play: async () => {
    const edit = await dialog();
    await expect(
      await edit.findByRole('button', { name: /^(Tentar novamente|Intentar de nuevo)$/ }),
    ).toBeVisible();
    await expect(edit.getByRole('textbox', { name: NAME })).toBeEnabled();
  },
};
