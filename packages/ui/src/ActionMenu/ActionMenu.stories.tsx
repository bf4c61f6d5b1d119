import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionMenu, ChoiceMenu } from './ActionMenu';

const meta = {
  title: 'UI/ActionMenu',
  component: ActionMenu,
  args: {
    children: 'Ações',
    label: 'Ações de Acme Ltda',
    items: [
      { id: 'edit', label: 'Editar', onSelect: fn() },
      { id: 'users', label: 'Ver usuários', onSelect: fn() },
      { id: 'tasks', label: 'Ver tarefas', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof ActionMenu>;
export default meta;

/** A table row's actions: opened from the keyboard, an item chosen with Enter. */
export const RowActions: StoryObj<typeof ActionMenu> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Ações de Acme Ltda' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.items[1]!.onSelect).toHaveBeenCalled();
  },
};

function Filters() {
  const [status, setStatus] = useState('');
  const [plan, setPlan] = useState('advanced');
  return (
    <ChoiceMenu
      groups={[
        {
          id: 'status',
          label: 'Status',
          value: status,
          onChange: setStatus,
          options: [
            { value: 'active', label: 'Ativas' },
            { value: 'disabled', label: 'Desativadas' },
            { value: 'saas', label: 'SaaS' },
          ],
        },
        {
          id: 'plan',
          label: 'Plano',
          value: plan,
          onChange: setPlan,
          options: [
            { value: 'essential', label: 'Essential' },
            { value: 'advanced', label: 'Advanced' },
            { value: 'enterprise', label: 'Enterprise' },
          ],
        },
      ]}
      clearLabel="Limpar filtros"
      onClear={() => {
        setStatus('');
        setPlan('');
      }}
    >
      Filtros
    </ChoiceMenu>
  );
}

/** A filter menu: one choice per group, how many groups are chosen on the button. */
export const FilterMenu: StoryObj<typeof ActionMenu> = {
  render: () => <Filters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Filtros\s*1/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'SaaS' }));
    await expect(canvas.getByRole('button', { name: /Filtros\s*2/ })).toBeInTheDocument();
  },
};
