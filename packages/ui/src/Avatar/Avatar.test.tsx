import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const PHOTO = 'https://imagens.example/maria.png';

describe('Avatar', () => {
  it('shows the initials of the first and last names when there is no image', () => {
    render(<Avatar name="  maria da silva " alt="Foto de Maria da Silva" />);
    const avatar = screen.getByRole('img', { name: 'Foto de Maria da Silva' });
    expect(avatar).toHaveTextContent(/^MS$/);
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('uses one initial for a one-word name', () => {
    render(<Avatar name="Acme" alt="Logo da Acme" />);
    expect(screen.getByRole('img', { name: 'Logo da Acme' })).toHaveTextContent(/^A$/);
  });

  it('shows the image, then the initials when it fails to load', () => {
    render(<Avatar name="Maria da Silva" alt="Foto de Maria da Silva" src={PHOTO} />);
    const avatar = screen.getByRole('img', { name: 'Foto de Maria da Silva' });
    const image = avatar.querySelector('img');
    expect(image).toHaveAttribute('src', PHOTO);
    expect(avatar).not.toHaveTextContent('MS');

    fireEvent.error(image as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('MS');
  });

  it('tries a new image again after an earlier one failed', () => {
    const { rerender } = render(<Avatar name="Maria da Silva" alt="Maria" src={PHOTO} />);
    fireEvent.error(screen.getByRole('img', { name: 'Maria' }).querySelector('img') as Element);
    rerender(<Avatar name="Maria da Silva" alt="Maria" src="https://imagens.example/nova.png" />);
    expect(screen.getByRole('img', { name: 'Maria' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://imagens.example/nova.png',
    );
  });

  it('is hidden from assistive tech without alt (the name is written beside it)', () => {
    render(
      <p>
        <Avatar name="Maria da Silva" src={PHOTO} /> Maria da Silva
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
