import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@portal/config';
import { CopyButton, Inline, Stack, TextLink } from '@portal/ui';

/**
 * Cancel subscription (spec §2.7): cancelling is not done on screen; the user phones or writes
 * to support, whose contacts come from the runtime config. The e-mail's subject names the
 * subscription.
 */
export function CancelSubscription({ planName }: { readonly planName: string }) {
  const { t } = useLingui();
  const { support } = useRuntimeConfig();
  const subject = t`Cancelamento da assinatura ${planName}`;
  const copyLabels = (what: string) => ({
    idle: t`Copiar ${what}`,
    copying: t`Copiando…`,
    copied: t`Copiado!`,
  });
  return (
    <Stack gap="medium">
      <p>{t`Para cancelar a sua assinatura, fale com o nosso suporte por telefone ou e-mail.`}</p>
      <Inline gap="small" align="center">
        <TextLink href={`tel:${support.phone.replace(/\D/g, '')}`}>{support.phone}</TextLink>
        <CopyButton text={() => support.phone} labels={copyLabels(t`telefone`)} />
      </Inline>
      <Inline gap="small" align="center">
        <TextLink href={`mailto:${support.email}?subject=${encodeURIComponent(subject)}`}>
          {support.email}
        </TextLink>
        <CopyButton text={() => support.email} labels={copyLabels(t`e-mail`)} />
      </Inline>
    </Stack>
  );
}
