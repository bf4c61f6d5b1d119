import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Loading } from '../Loading/Loading';
import { TextDisclosure } from '../Disclosure/Disclosure';
import { StatusPanel } from './StatusPanel';

const meta = {
  title: 'UI/StatusPanel',
  component: StatusPanel,
  args: {
    mark: '404',
    title: 'Página não encontrada',
    description: 'O endereço pode ter mudado ou não existir mais.',
    actions: <Button>Ir para o início</Button>,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Página no encontrada',
        description: 'La dirección puede haber cambiado o ya no existir.',
        actions: <Button>Ir al inicio</Button>,
      },
    },
  },
  argTypes: {
    actions: { control: false },
    children: { control: false },
    tone: { control: 'inline-radio' },
  },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const AccessDenied: Story = {
  args: {
    mark: '403',
    tone: 'caution',
    title: 'Acesso negado',
    description: 'Seu perfil não tem permissão para ver esta página.',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Acceso denegado',
        description: 'Tu perfil no tiene permiso para ver esta página.',
      },
    },
  },
};

/** A failure after the page was shown: announced as an alert, details on demand. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    mark: '!',
    tone: 'critical',
    level: 2,
    role: 'alert',
    labelId: 'status-error',
    title: 'Não foi possível carregar',
    description: 'Tente de novo em alguns instantes.',
    actions: <Button tone="secondary">Tentar de novo</Button>,
    footnote: 'Código do erro: 5f2c-91',
    children: <TextDisclosure summary="Detalhes técnicos" text="GET /charges → 503" />,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'No se pudo cargar',
        description: 'Inténtalo de nuevo en unos instantes.',
        actions: <Button tone="secondary">Reintentar</Button>,
        footnote: 'Código del error: 5f2c-91',
        children: <TextDisclosure summary="Detalles técnicos" text="GET /charges → 503" />,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    // The details come first in reading order, then the action.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

/** Loading inside the panel, before the content arrives. */
export const LoadingState: Story = {
  name: 'Loading',
  args: {
    mark: undefined,
    title: 'Módulo indisponível',
    description: undefined,
    actions: undefined,
    children: <Loading label="Carregando…" />,
  },
  parameters: {
    localeArgs: { es: { title: 'Módulo no disponible', children: <Loading label="Cargando…" /> } },
  },
};

/** Only a title: the smallest panel (nothing to list yet). */
export const Empty: Story = {
  args: {
    mark: undefined,
    level: 2,
    title: 'Nenhuma cobrança por aqui',
    description: undefined,
    actions: undefined,
  },
  parameters: { localeArgs: { es: { title: 'No hay cobros por aquí' } } },
};
