import { useLingui } from '@lingui/react/macro';
import { notify } from '@portal/notify';
import { ruleMessage, type RuleMessageKey } from '@portal/rules';
import type { ImageRejection } from '@portal/ui';

const REJECTION_KEY: Record<ImageRejection, RuleMessageKey> = {
  'too-large': 'imageTooLarge',
  'wrong-type': 'imageType',
};

/** Spec §5: a picture over 1 MiB or of another type is refused with a toast, and nothing is sent. */
export function useRejectImage() {
  const { t, i18n } = useLingui();
  return (reason: ImageRejection) =>
    notify({
      title: t`Não foi possível usar esta imagem`,
      description: i18n._(ruleMessage(REJECTION_KEY[reason])),
      tone: 'critical',
    });
}
