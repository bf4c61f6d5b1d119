import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import {
  CARD_RULES,
  CardFields,
  EMPTY_CARD,
  registerCardTexts,
  type CardValues,
} from '@portal/billing/card';
import { useRuleForm } from '@portal/rules/form';
import { FormDialog, FormDialogForm } from '@portal/ui';
import { useReplaceCard } from '../api/card';
import { cardRefusals } from '../cardErrors';

const cardSchema = v.object(CARD_RULES);

// The card's texts are the billing package's own catalog: asked for as this code arrives (the
// page's first chunk stays without them; the fields wait for them, a moment, in the dialog).
void registerCardTexts();

export interface ChangeCardDialogProps {
  /** The subscription paid by card whose card changes. */
  readonly subscriptionId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * "Alterar cartão" (issue 54, ADR 013): a new card typed as at checkout, tokenised at the card
 * provider from the browser (the card never reaches our backend nor any storage), then put on
 * the subscription. Saved, a notice names the new card's last digits and the details show it; a
 * refusal says why in the dialog, with everything typed kept, and the old card stays.
 */
export default function ChangeCardDialog({
  subscriptionId,
  open,
  onOpenChange,
}: ChangeCardDialogProps) {
  const { t } = useLingui();
  const replace = useReplaceCard(subscriptionId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={replace.isPending}
      title={t`Alterar cartão`}
      description={t`As próximas cobranças desta assinatura vão para o novo cartão. Os dados do cartão vão direto para a operadora: o portal não os guarda.`}
    >
      <ChangeCardForm replace={replace} />
    </FormDialog>
  );
}

function ChangeCardForm({ replace }: { readonly replace: ReturnType<typeof useReplaceCard> }) {
  const { t, i18n } = useLingui();
  const form = useRuleForm(cardSchema, EMPTY_CARD, {
    refusals: (error) => cardRefusals(error, i18n),
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível alterar o cartão`, error),
  });
  const save = async (card: CardValues) => {
    const subscription = await replace.mutateAsync(card);
    const lastFour = subscription.paymentProfile?.cardNumberLastFour ?? '';
    return {
      title: t`Cartão alterado`,
      description: t`As próximas cobranças vão para o cartão terminado em ${lastFour}.`,
      tone: 'positive' as const,
    };
  };
  return (
    <FormDialogForm
      form={form}
      onSubmit={save}
      errorTitle={t`Não foi possível alterar o cartão`}
      submitLabel={t`Salvar cartão`}
      requireChange={false}
    >
      <CardFields field={form.field} />
    </FormDialogForm>
  );
}
