import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';

/** Spec §2.5/§9: each confirmation step (copying, copied) lasts 500 ms. */
export const COPY_STEP_MS = 500;

export type CopyStep = 'idle' | 'copying' | 'copied';

export interface CopyButtonProps {
  /** What to copy, read at click time (may be computed or fetched). */
  readonly text: () => string | Promise<string>;
  /** The button's text at each step, e.g. Copiar detalhes / Copiando... / Copiado. */
  readonly labels: { readonly idle: string; readonly copying: string; readonly copied: string };
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API missing or blocked (insecure context, permissions): copy a hidden selection.
    if (typeof document.execCommand !== 'function') return;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Copies text to the clipboard, reading idle → copying → copied → idle, 500 ms per step. */
export function CopyButton({ text, labels }: CopyButtonProps) {
  const [step, setStep] = useState<CopyStep>('idle');
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const copy = () => {
    if (step !== 'idle') return;
    setStep('copying');
    // The steps run on the clock from the click, as the spec times them; a synchronous text is
    // written in the same task, which keeps the browser's user-activation for the clipboard.
    const value = text();
    const written = typeof value === 'string' ? writeClipboard(value) : value.then(writeClipboard);
    written.catch(() => {
      // The text could not be produced: nothing was copied, so do not claim "copied".
      timers.current.forEach((id) => window.clearTimeout(id));
      setStep('idle');
    });
    timers.current = [
      window.setTimeout(() => setStep('copied'), COPY_STEP_MS),
      window.setTimeout(() => setStep('idle'), COPY_STEP_MS * 2),
    ];
  };

  return (
    <Button tone="secondary" onClick={copy} aria-live="polite">
      {labels[step]}
    </Button>
  );
}
