import { IMAGE_EXTENSIONS, imageTypeOf, isAllowedImage, MAX_IMAGE_BYTES } from './images';

const image = (name: string, type: string, size = 10) => ({ name, type, size });

describe('avatar and logo files (spec §5)', () => {
  it('takes at most 1 MiB', () => {
    expect(MAX_IMAGE_BYTES).toBe(1_048_576);
    expect(isAllowedImage(image('a.png', 'image/png', MAX_IMAGE_BYTES))).toBe('ok');
    expect(isAllowedImage(image('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe('too-large');
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG', 'image/jpg'])(
    'accepts the declared type %s',
    (type) => expect(isAllowedImage(image('foto', type))).toBe('ok'),
  );

  it.each(IMAGE_EXTENSIONS.flatMap((extension) => [extension, extension.toUpperCase()]))(
    'accepts an untyped file named *.%s',
    (extension) => expect(isAllowedImage(image(`foto.${extension}`, ''))).toBe('ok'),
  );

  it.each([
    ['a PDF', image('contrato.pdf', 'application/pdf')],
    ['a GIF', image('anim.gif', 'image/gif')],
    ['an SVG named .png', image('logo.png', 'image/svg+xml')],
    ['an untyped text file', image('notas.txt', '')],
    ['an untyped file without extension', image('foto', '')],
    ['an untyped file named after an object key', image('x.constructor', '')],
  ])('refuses %s', (_, file) => expect(isAllowedImage(file)).toBe('wrong-type'));

  it('names the wrong type before the size', () => {
    expect(isAllowedImage(image('a.pdf', 'application/pdf', MAX_IMAGE_BYTES + 1))).toBe(
      'wrong-type',
    );
  });

  it('gives the type a file travels with', () => {
    expect(imageTypeOf({ name: 'FOTO.JPG', type: '' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'scan.jpeg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'a.webp', type: 'image/webp' })).toBe('image/webp');
    expect(imageTypeOf({ name: 'a.gif', type: '' })).toBeNull();
  });
});
