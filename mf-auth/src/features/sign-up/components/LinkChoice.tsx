import { useLingui } from '@lingui/react/macro';
import type { Plan } from '@portal/domain';
import { planLabel } from '@portal/rules';
import { Box, DescriptionList, List } from '@portal/ui';

/**
 * What the sign-up link chose (spec §2.1): its plans and, when it names one, the mother
 * company's integrity network. Shown above the steps, on every step; nothing without a plan.
 */
export function LinkChoice({
  plans,
  network,
}: {
  readonly plans: readonly Plan[];
  readonly network: string | null;
}) {
  const { t, i18n } = useLingui();
  if (plans.length === 0) return null;
  // The plans' names in the reader's language ('Advanced + Canal de denuncias web' in Spanish).
  const names = plans.map((plan) => planLabel(plan, i18n));
  const details =
    names.length === 1 ? (
      names[0]
    ) : (
      <List>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </List>
    );
  return (
    // A quiet box above the stepper.
    <Box paddingX="medium" paddingY="small" border radius="medium" background="surfaceRaised">
      <DescriptionList
        items={[
          {
            term: names.length === 1 ? t`Plano escolhido` : t`Planos escolhidos`,
            details,
          },
          ...(network ? [{ term: t`Rede de integridade`, details: network }] : []),
        ]}
      />
    </Box>
  );
}
