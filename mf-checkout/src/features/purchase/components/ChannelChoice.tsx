import { useLingui } from '@lingui/react/macro';
import { CHANNELS } from '@portal/domain';
import { CHANNEL_LABELS } from '@portal/rules';
import type { FieldBinding } from '@portal/rules/form';
import { formatCurrency, useLocale } from '@portal/i18n';
import { RadioGroup } from '@portal/ui';
import { CHANNEL_ORDER, NO_CHANNEL } from '../offers';

export interface ChannelChoiceProps extends FieldBinding {
  /** The trial has no channel: the choice waits for a tier. */
  readonly disabled?: boolean;
}

/** The reporting channel that goes with the chosen tier, each with its monthly price. */
export function ChannelChoice({ disabled, ...field }: ChannelChoiceProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const options = [
    { value: NO_CHANNEL, label: t`Sem canal de denúncias` },
    ...CHANNEL_ORDER.map((code) => {
      const price = formatCurrency(CHANNELS[code].price, locale);
      return {
        value: code,
        label: i18n._(CHANNEL_LABELS[code]),
        description: t`+ ${price} por mês`,
      };
    }),
  ];
  return (
    <RadioGroup
      {...field}
      label={t`Canal de denúncias`}
      description={
        disabled
          ? t`O teste grátis não inclui canal de denúncias.`
          : t`Some um canal ao plano escolhido.`
      }
      options={options}
      disabled={disabled}
    />
  );
}
