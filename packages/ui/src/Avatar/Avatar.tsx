import { useState } from 'react';
import * as styles from './Avatar.css';

export type AvatarSize = keyof typeof styles.avatar;

export interface AvatarProps {
  /** The person's or the company's name: its initials show when there is no image. */
  readonly name: string;
  /** The photo or logo; the initials show instead while it is missing or fails to load. */
  readonly src?: string;
  /**
   * The text alternative, e.g. "Foto de Maria Souza". Without it the avatar is decorative and
   * hidden from assistive tech, as it should be when the name is written beside it.
   */
  readonly alt?: string;
  /** `small` is the header's size; `medium` and `large` suit lists and profile pages. */
  readonly size?: AvatarSize;
}

/** First letters of the first and last words: "Maria da Silva" → "MS", "Acme" → "A". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from keeps a letter written with two UTF-16 units whole.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toLocaleUpperCase();
}

/** A round photo or logo; falls back to the name's initials with no image or a broken one. */
export function Avatar({ name, src, alt, size = 'small' }: AvatarProps) {
  // Remembers which address failed, so a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const label = alt?.trim() ? alt : undefined;

  return (
    <span
      className={styles.avatar[size]}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
