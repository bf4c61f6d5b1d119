import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui';
import { COPY_STEP_MS, type CopyStep } from './copyDetails';

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard blocked (insecure context, permissions): fall back to a hidden selection.
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

/** Copiar detalhes → Copiando... → Copiado → back, each confirmation step lasting 500 ms. */
export function CopyDetailsButton({ text }: { readonly text: string }) {
  const [step, setStep] = useState<CopyStep>('idle');
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const copy = () => {
    if (step !== 'idle') return;
    setStep('copying');
    void writeClipboard(text);
    timers.current = [
      window.setTimeout(() => setStep('copied'), COPY_STEP_MS),
      window.setTimeout(() => setStep('idle'), COPY_STEP_MS * 2),
    ];
  };

  return (
    <Button tone="secondary" onClick={copy} aria-live="polite">
      {step === 'idle' ? <Trans>Copiar detalhes</Trans> : null}
      {step === 'copying' ? <Trans>Copiando...</Trans> : null}
      {step === 'copied' ? <Trans>Copiado</Trans> : null}
    </Button>
  );
}
