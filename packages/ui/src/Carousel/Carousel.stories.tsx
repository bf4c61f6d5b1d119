import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Carousel, type CarouselSlide } from './Carousel';

interface SlideTexts {
  readonly welcomeLabel: string;
  readonly welcomeTitle: string;
  readonly welcomeText: string;
  readonly usersLabel: string;
  readonly usersTitle: string;
  readonly usersText: string;
  readonly ceoAndCo: string;
}

/** Spec §2.6: onboarding is two slides, a welcome and the user-definition step. */
function onboarding(texts: SlideTexts): readonly CarouselSlide[] {
  return [
    {
      id: 'welcome',
      label: texts.welcomeLabel,
      content: (
        <>
          <h2>{texts.welcomeTitle}</h2>
          <p>{texts.welcomeText}</p>
        </>
      ),
    },
    {
      id: 'users',
      label: texts.usersLabel,
      content: (
        <>
          <h2>{texts.usersTitle}</h2>
          <p>{texts.usersText}</p>
          <Button tone="secondary">{texts.ceoAndCo}</Button>
        </>
      ),
    },
  ];
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    label: 'Primeiros passos',
    onCurrentChange: fn(),
    slides: onboarding({
      welcomeLabel: 'Boas-vindas',
      welcomeTitle: 'Boas-vindas ao Minha Conta!',
      welcomeText: 'Em dois passos a plataforma fica pronta para a sua empresa.',
      usersLabel: 'Definição de usuários',
      usersTitle: 'Quem é você na empresa?',
      usersText: 'Escolha o seu papel: CO, CEO ou CFO (responsável pela compra).',
      ceoAndCo: 'Sou CEO e CO',
    }),
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Primeros pasos',
        slides: onboarding({
          welcomeLabel: 'Bienvenida',
          welcomeTitle: '¡Bienvenido a Mi Cuenta!',
          welcomeText: 'En dos pasos la plataforma queda lista para tu empresa.',
          usersLabel: 'Definición de usuarios',
          usersTitle: '¿Quién eres en la empresa?',
          usersText: 'Elige tu rol: CO, CEO o CFO (responsable de la compra).',
          ceoAndCo: 'Soy CEO y CO',
        }),
      },
    },
  },
  argTypes: { slides: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome slide: previous is inert. */
export const FirstSlide: Story = {};

/** The user-definition slide: next is inert. */
export const SecondSlide: Story = { args: { defaultCurrent: 1 } };

/** Next shows the second slide; the focus stays on the button. */
export const NextButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The last button is "next", in either language.
    const next = canvas.getAllByRole('button').at(-1)!;
    await userEvent.click(next);
    await expect(args.onCurrentChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('group', { name: '2 de 2' })).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
  },
};

/** From the dots, the arrow keys move between slides. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const dots = canvas
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-describedby'));
    await expect(dots[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dots[1]).toHaveFocus();
    await expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await expect(args.onCurrentChange).toHaveBeenCalledWith(1);
  },
};
