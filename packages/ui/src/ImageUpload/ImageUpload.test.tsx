import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGE_BYTES } from '@portal/domain';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

const image = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

// jsdom has no object URLs for blobs (and Node's would not show): each file gets a fake one.
const created: string[] = [];
const createObjectURL = jest.fn(() => {
  created.push(`blob:preview-${created.length + 1}`);
  return created[created.length - 1] as string;
});
const revokeObjectURL = jest.fn();
const original = Object.getOwnPropertyDescriptors(URL);

beforeEach(() => {
  created.length = 0;
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const descriptor = original[name];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

function setup(props: Partial<ImageUploadProps> = {}) {
  // The system picker would offer every file under "All files": do not pre-filter by `accept`.
  const user = userEvent.setup({ applyAccept: false });
  const onChange = jest.fn();
  const onReject = jest.fn();
  const view = render(
    <ImageUpload label="Foto de perfil" onChange={onChange} onReject={onReject} {...props} />,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Foto de perfil', { selector: 'input' });
  return { user, onChange, onReject, input, ...view };
}

describe('ImageUpload', () => {
  it('is a labelled group whose button opens the file picker for the accepted types', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('group', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'file');
    expect(input.accept.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg']),
    );
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Remover imagem' })).toBeNull();
  });

  it('refuses a PNG of 1 MiB + 1 byte and clears the input, so the same file is noticed again', async () => {
    const { user, input, onChange, onReject } = setup();
    const big = image(MAX_IMAGE_BYTES + 1, 'a.png', 'image/png');

    await user.upload(input, big);
    expect(onReject).toHaveBeenCalledWith('too-large');
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);

    await user.upload(input, big);
    expect(onReject).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('refuses a GIF, whatever its size', async () => {
    const { user, input, onChange, onReject } = setup();
    await user.upload(input, image(10, 'a.gif', 'image/gif'));
    expect(onReject).toHaveBeenCalledWith('wrong-type');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('accepts a PNG of exactly 1 MiB and shows its preview', async () => {
    const { user, input, onChange, onReject } = setup();
    const file = image(MAX_IMAGE_BYTES, 'a.png', 'image/png');
    await user.upload(input, file);

    expect(onReject).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('button', { name: 'Trocar imagem' })).toBeInTheDocument();
  });

  it('shows the saved image, replaces its preview on a new choice and revokes the old one', async () => {
    const { user, input, unmount } = setup({ src: 'https://imagens.example/maria.png' });
    expect(screen.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'https://imagens.example/maria.png',
    );

    await user.upload(input, image(100, 'a.jpg', 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.upload(input, image(100, 'b.webp', 'image/webp'));
    expect(await screen.findByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('removes the image with onChange(null) and keeps the focus in the control', async () => {
    const { user, input, onChange } = setup({ src: 'https://imagens.example/maria.png' });
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover imagem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toHaveFocus();

    // A chosen (unsaved) image is removed the same way, and its object URL revoked.
    await user.upload(input, image(100, 'a.png', 'image/png'));
    await screen.findByRole('img', { name: 'Foto de perfil' });
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows a new saved image from the caller instead of the chosen one', async () => {
    const { user, input, rerender } = setup({ src: 'https://imagens.example/antiga.png' });
    await user.upload(input, image(100, 'a.png', 'image/png'));
    await screen.findByRole('img', { name: 'Foto de perfil' });
    rerender(
      <ImageUpload
        label="Foto de perfil"
        onChange={jest.fn()}
        onReject={jest.fn()}
        src="https://imagens.example/nova.png"
      />,
    );
    expect(screen.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'https://imagens.example/nova.png',
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows its error under the control and reads it with the choose button', () => {
    setup({
      description: 'JPG, PNG ou WEBP, até 1 MB.',
      error: 'A imagem deve ter no máximo 1 MB',
    });
    expect(screen.getByText('A imagem deve ter no máximo 1 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toHaveAccessibleDescription(
      'JPG, PNG ou WEBP, até 1 MB. A imagem deve ter no máximo 1 MB',
    );
  });

  it('does nothing while disabled', async () => {
    const { user, input, onChange } = setup({
      src: 'https://imagens.example/maria.png',
      disabled: true,
    });
    expect(screen.getByRole('button', { name: 'Trocar imagem' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover imagem' })).toBeDisabled();
    expect(input).toBeDisabled();
    await user.upload(input, image(100, 'a.png', 'image/png'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
