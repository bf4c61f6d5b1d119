import { useLingui } from '@lingui/react/macro';
import { ruleMessage, type stepComplete } from '@portal/rules';
import { Text } from '@portal/ui';

/**
 * Why Continue is still disabled: 'Preencha todos os campos para avançar!' (spec §5), under a
 * step's fields while one is empty; nothing once they are all filled.
 */
export function IncompleteHint({ missing }: { readonly missing: ReturnType<typeof stepComplete> }) {
  const { i18n } = useLingui();
  return missing ? (
    <Text size="small" tone="muted">
      {i18n._(ruleMessage(missing))}
    </Text>
  ) : null;
}
