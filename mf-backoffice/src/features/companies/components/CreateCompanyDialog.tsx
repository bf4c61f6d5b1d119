import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@portal/ui';
import { useActivateClient } from '../api/activateClient';
import type { Activation } from '../newClient';
import { ActivationResult } from './ActivationResult';
import { CreateCompanyForm } from './CreateCompanyForm';

export interface CreateCompanyDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** "+ Empresa": activates a client company with its officers; then says how each part went. */
export function CreateCompanyDialog({ open, onOpenChange }: CreateCompanyDialogProps) {
  const { t } = useLingui();
  const activate = useActivateClient();
  const [result, setResult] = useState<Activation | null>(null);
  const close = () => {
    onOpenChange(false);
    setResult(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      busy={activate.isPending}
      title={t`Nova empresa`}
      description={
        result
          ? undefined
          : t`Os usuários recebem por e-mail uma senha temporária para o primeiro acesso.`
      }
    >
      {result ? (
        <ActivationResult result={result} onClose={close} />
      ) : (
        <CreateCompanyForm activate={activate} onDone={setResult} onCancel={close} />
      )}
    </Dialog>
  );
}
