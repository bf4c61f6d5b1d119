import { useState } from 'react';

/** What the user did to a picture since the last save. */
export type ImageChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'replace'; readonly file: File }
  | { readonly kind: 'remove' };

const KEEP: ImageChange = { kind: 'keep' };

/**
 * A picture's pending change, from its upload control. `key` changes on `reset`, so the control
 * (keyed by it) starts over from the saved picture.
 */
export function useImageChange(saved: string | null | undefined) {
  const [change, setChange] = useState<ImageChange>(KEEP);
  const [generation, setGeneration] = useState(0);
  return {
    change,
    changed: change.kind !== 'keep',
    key: generation,
    /** The upload control's `onChange`: a file, or null when the picture was removed. */
    select: (file: File | null) =>
      setChange(file ? { kind: 'replace', file } : saved ? { kind: 'remove' } : KEEP),
    /** The change was saved: nothing is pending any more. */
    saved: () => setChange(KEEP),
    /** Cancel: back to the saved picture. */
    reset: () => {
      setChange(KEEP);
      setGeneration((count) => count + 1);
    },
  };
}

export type ImageChangeState = ReturnType<typeof useImageChange>;
