// Avatars and logos (spec §5, §9): at most 1 MiB, JPEG, PNG or WEBP. The API client checks
// every upload with this before a byte is sent; the profile screens check the chosen file.

export const MAX_IMAGE_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

const TYPE_BY_EXTENSION: Readonly<Record<(typeof IMAGE_EXTENSIONS)[number], ImageType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What a browser's File tells about itself; a File is one. */
export interface ImageFile {
  readonly size: number;
  /** The declared media type; empty when the browser could not tell. */
  readonly type: string;
  readonly name: string;
}

/**
 * The accepted type of a file: its declared type or, when the browser gave none, the one its
 * extension names. Null for anything else: a declared type outside IMAGE_TYPES is refused even
 * with an image extension.
 */
export function imageTypeOf(file: Pick<ImageFile, 'type' | 'name'>): ImageType | null {
  const declared = file.type.toLowerCase();
  // Some systems still label JPEG files with the unregistered image/jpg.
  if (declared === 'image/jpg') return 'image/jpeg';
  if ((IMAGE_TYPES as readonly string[]).includes(declared)) return declared as ImageType;
  if (declared) return null;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // Own keys only: a file named 'x.constructor' has no image type.
  return Object.hasOwn(TYPE_BY_EXTENSION, extension)
    ? TYPE_BY_EXTENSION[extension as keyof typeof TYPE_BY_EXTENSION]
    : null;
}

export type ImageVerdict = 'ok' | 'too-large' | 'wrong-type';

/** Whether an avatar or logo may be sent: the type first, then the size (≤ MAX_IMAGE_BYTES). */
export function isAllowedImage(file: ImageFile): ImageVerdict {
  if (!imageTypeOf(file)) return 'wrong-type';
  return file.size > MAX_IMAGE_BYTES ? 'too-large' : 'ok';
}
