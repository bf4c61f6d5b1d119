import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Panel } from '../Panel/Panel';
import { PageFrame, PageLayout } from './PageLayout';

const content = (title: string, items: { term: string; details: string }[]) => (
  <Panel title={title}>
    <DescriptionList items={items} />
  </Panel>
);

const meta = {
  title: 'UI/PageLayout',
  component: PageLayout,
  args: {
    title: 'Gestão de usuários',
    description: 'Quem da sua empresa acessa o portal, com que função.',
    children: content('Resumo', [
      { term: 'Usuários ativos', details: '4' },
      { term: 'Convites pendentes', details: '1' },
    ]),
  },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      es: {
        title: 'Gestión de usuarios',
        description: 'Quién de su empresa accede al portal, con qué función.',
        actions: (
          <>
            <Button onClick={fn()}>Agregar usuario</Button>
            <Button tone="secondary" onClick={fn()}>
              Cambiar superusuario
            </Button>
          </>
        ),
        children: content('Resumen', [
          { term: 'Usuarios activos', details: '4' },
          { term: 'Invitaciones pendientes', details: '1' },
        ]),
      },
    },
  },
  argTypes: {
    actions: { control: false },
    children: { control: false },
    width: { control: 'inline-radio' },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1 and description, then its content. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: args.title }),
    ).toBeInTheDocument();
  },
};

/** The page's own buttons under the title; they wrap on a phone. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button onClick={fn()}>Adicionar usuário</Button>
        <Button tone="secondary" onClick={fn()}>
          Alterar superusuário
        </Button>
      </>
    ),
  },
};

/** On a phone the actions wrap under the title instead of pushing the page sideways. */
export const WithActionsPhone: Story = {
  ...WithActions,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A form page kept to a readable width. */
export const Readable: Story = { args: { width: 'readable' } };

/** A page not built yet: only its title. */
export const TitleOnly: Story = { args: { description: undefined, children: undefined } };

/**
 * A page whose code is on its way (`PageFrame`, what a remote's frame shows): the title a
 * visitor chose at once, placeholders for the content, announced once as loading.
 */
export const Frame: Story = {
  render: (args) => <PageFrame title={args.title} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
  },
};
