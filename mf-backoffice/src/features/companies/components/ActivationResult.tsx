import { useLingui } from '@lingui/react/macro';
import { codeMessage, isMessageCode } from '@portal/api';
import { Alert, Button, FormActions, Stack } from '@portal/ui';
import type { Activation } from '../newClient';

/** How the company and each user went (spec §8): status under 300 a success, else a warning. */
export function ActivationResult({
  result,
  onClose,
}: {
  readonly result: Activation;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const text = (message: string) =>
    isMessageCode(message) ? i18n._(codeMessage(message)) : message;
  return (
    <Stack>
      {result.baseCompany.status < 300 ? (
        <Alert
          tone="positive"
          title={t`Empresa criada`}
          description={text(result.baseCompany.message)}
        />
      ) : (
        <Alert
          tone="critical"
          title={t`A empresa não foi criada`}
          description={text(result.baseCompany.message)}
        />
      )}
      {result.users.map(({ email, status, message }) =>
        status >= 400 ? (
          <Alert
            key={email}
            tone="caution"
            title={t`Usuário ${email} não foi criado`}
            description={text(message)}
          />
        ) : (
          <Alert
            key={email}
            tone="positive"
            title={t`Usuário ${email} criado`}
            description={text(message)}
          />
        ),
      )}
      <FormActions>
        <Button onClick={onClose}>{t`Fechar`}</Button>
      </FormActions>
    </Stack>
  );
}
