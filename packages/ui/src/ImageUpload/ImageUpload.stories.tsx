import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MAX_IMAGE_BYTES } from '@portal/domain';
import { ruleMessage } from '@portal/rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useKitI18n } from '../i18n';
import { ImageUpload, type ImageRejection, type ImageUploadProps } from './ImageUpload';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

const PHOTO = svg(
  '<rect width="64" height="64" fill="#d8e6f3"/><circle cx="32" cy="25" r="12" fill="#4a5563"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#4a5563"/>',
);
const LOGO = svg(
  '<rect width="64" height="64" fill="#ffffff"/><path d="M14 46L32 14l18 32z" fill="#0b5cad"/><circle cx="32" cy="38" r="6" fill="#f5a300"/>',
);

/** A real 16×16 PNG (a blue dot), so the chosen file's preview shows in the browser. */
function pngFile(): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAN0lEQVR42mO48ewzSYiBChq4Y9bCEQENyEpxaWMgqBpND7ka8KtG1jN4NdA+lMiJOHKSBk1SKwA1FvxgHSPyZAAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], 'foto.png', { type: 'image/png' });
}

const texts = (locale: unknown) =>
  locale === 'es'
    ? { choose: 'Elegir imagen', change: 'Cambiar imagen', remove: 'Quitar imagen' }
    : { choose: 'Escolher imagem', change: 'Trocar imagem', remove: 'Remover imagem' };

/** Shows the field rules' message for a refused file, as the profile page does. */
function WithRuleMessages(args: ImageUploadProps) {
  const _ = useKitI18n();
  const [refused, setRefused] = useState<ImageRejection | null>(null);
  return (
    <ImageUpload
      {...args}
      error={
        refused
          ? _(ruleMessage(refused === 'too-large' ? 'imageTooLarge' : 'imageType'))
          : args.error
      }
      onReject={(reason) => {
        args.onReject(reason);
        setRefused(reason);
      }}
      onChange={(file) => {
        args.onChange(file);
        setRefused(null);
      }}
    />
  );
}

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Foto de perfil',
    description: 'JPG, PNG ou WEBP, até 1 MB.',
    shape: 'round',
    onChange: fn(),
    onReject: fn(),
  },
  parameters: {
    localeArgs: {
      es: { label: 'Foto de perfil', description: 'JPG, PNG o WEBP, hasta 1 MB.' },
    },
  },
  argTypes: { shape: { control: 'inline-radio', options: ['round', 'square'] } },
  render: (args) => <WithRuleMessages {...args} />,
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet. */
export const Empty: Story = {};

/** The saved photo, with change and remove. */
export const WithImage: Story = { args: { src: PHOTO } };

/** A company's logo: square, shown whole. */
export const CompanyLogo: Story = {
  args: { label: 'Logo da empresa', shape: 'square', src: LOGO },
  parameters: {
    localeArgs: {
      es: { label: 'Logo de la empresa', description: 'JPG, PNG o WEBP, hasta 1 MB.' },
    },
  },
};

export const WithError: Story = {
  args: { error: 'Não foi possível enviar a imagem. Tente novamente.' },
  parameters: {
    localeArgs: {
      es: {
        label: 'Foto de perfil',
        description: 'JPG, PNG o WEBP, hasta 1 MB.',
        error: 'No fue posible enviar la imagen. Inténtelo de nuevo.',
      },
    },
  },
};

export const Disabled: Story = { args: { src: PHOTO, disabled: true } };

/** Tab reaches the choose button, which opens the system's file picker. */
export const Focus: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: texts(globals.locale).choose }),
    ).toHaveFocus();
  },
};

/** A valid image is accepted and previewed. */
export const Chosen: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(canvas.getByLabelText(args.label, { selector: 'input' }), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('img', { name: args.label })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: texts(globals.locale).change }),
    ).toBeInTheDocument();
  },
};

/** A file over 1 MiB is refused: nothing changes and the rule's message shows. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'grande.png', {
      type: 'image/png',
    });
    const input = canvas.getByLabelText<HTMLInputElement>(args.label, { selector: 'input' });
    await userEvent.upload(input, big);
    await expect(args.onReject).toHaveBeenCalledWith('too-large');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input.value).toBe('');
    await expect(
      canvas.getByRole('button', { name: texts(globals.locale).choose }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(globals.locale === 'es' ? '1 MB' : 'no máximo 1 MB'),
    );
  },
};

/** Removing the image leaves the focus on the choose button. */
export const Remove: Story = {
  args: { src: PHOTO },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { choose, remove } = texts(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: remove }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: choose })).toHaveFocus();
  },
};
