import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { ActivationResult } from './ActivationResult';

const meta = {
  title: 'mf-backoffice/Companies/ActivationResult',
  component: ActivationResult,
  args: {
    result: {
      baseCompany: { status: 201, message: 'Ypê Cerâmica Ltda' },
      users: [
        { email: 'olga@ype.com.br', status: 201, message: 'olga@ype.com.br' },
        { email: 'caio@ype.com.br', status: 201, message: 'caio@ype.com.br' },
      ],
    },
    onClose: fn(),
  },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof ActivationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company and both officers created; Fechar closes. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const result = within(canvasElement);
    await userEvent.click(result.getByRole('button', { name: /^(Fechar|Cerrar)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The company created, one officer refused: a warning for that one. */
export const UserRefused: Story = {
  args: {
    result: {
      baseCompany: { status: 201, message: 'Ypê Cerâmica Ltda' },
      users: [
        { email: 'olga@ype.com.br', status: 201, message: 'olga@ype.com.br' },
        { email: 'caio@ype.com.br', status: 409, message: 'caio@ype.com.br' },
      ],
    },
  },
};

/** The company refused: said as an error. */
export const CompanyRefused: Story = {
  args: {
    result: { baseCompany: { status: 400, message: 'Ypê Cerâmica Ltda' }, users: [] },
  },
};
