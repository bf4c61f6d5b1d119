import { useLingui } from '@lingui/react/macro';
import { CopyButton } from '@portal/ui';

/** Copiar detalhes → Copiando... → Copiado → back, each step 500 ms (the kit's CopyButton). */
export function CopyDetailsButton({ text }: { readonly text: string }) {
  const { t } = useLingui();
  return (
    <CopyButton
      text={() => text}
      labels={{ idle: t`Copiar detalhes`, copying: t`Copiando...`, copied: t`Copiado` }}
    />
  );
}
