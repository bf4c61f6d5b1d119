import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  ButtonLink,
  CopyButton,
  Inline,
  Panel,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/ui';

export interface SignupLinkResultProps {
  /** The absolute sign-up link, or null while the choices do not make one. */
  readonly link: string | null;
  /** Why there is no link yet (no channel, no mother code, the code is being checked…). */
  readonly reason?: string;
}

/**
 * The generator's outcome: the link as text (it follows every choice at once), a copy button and
 * a way to open it; without a link, what is missing for one.
 */
export function SignupLinkResult({ link, reason }: SignupLinkResultProps) {
  const { t } = useLingui();
  const title = t`Link de cadastro`;
  return (
    <Panel
      title={title}
      description={t`Quem abrir o link cria a conta da empresa com estes planos e começa o teste grátis.`}
    >
      {link ? (
        <Stack gap="medium">
          {/* An <output>: announced politely when a choice changes it. Selectable text, free to
              break anywhere (a URL has few spaces), so a long link wraps at 320 px. */}
          <Box paddingX="small" paddingY="small" border radius="small" background="surfaceMuted">
            <Text as="output" aria-label={title} font="mono" size="small" wrap="anywhere" selectAll>
              {link}
            </Text>
          </Box>
          <Inline gap="small" align="center">
            <CopyButton
              text={() => link}
              labels={{ idle: t`Copiar link`, copying: t`Copiando…`, copied: t`Link copiado!` }}
            />
            <ButtonLink tone="secondary" href={link} newTab>
              {t`Abrir link`}
              <VisuallyHidden> {t`(abre em uma nova aba)`}</VisuallyHidden>
            </ButtonLink>
          </Inline>
          <p>
            {t`Para conferir o cadastro, abra o link em uma janela anônima: com a sua sessão aberta, o portal leva à página inicial.`}
          </p>
        </Stack>
      ) : (
        <Alert tone="caution" title={t`Nenhum link gerado`} description={reason} />
      )}
    </Panel>
  );
}
