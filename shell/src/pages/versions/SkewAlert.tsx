import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@portal/ui';
import type { SingletonSkew } from '../../remotes/loading/liveVersions';

/** Skews first and in a banner: a module running against a version it does not accept. */
export function SkewAlert({ skews }: { readonly skews: readonly SingletonSkew[] }) {
  const { t } = useLingui();
  return (
    <Alert
      tone="caution"
      title={t`Versões incompatíveis de bibliotecas compartilhadas`}
      description={
        <Stack as="ul" gap="xsmall">
          {skews.map((skew) => {
            const { pkgName, loaded, required } = skew;
            const by = skew.from ?? t`origem desconhecida`;
            return (
              <li key={`${pkgName}@${loaded}<${required}:${by}`}>
                <Trans>
                  <strong>{pkgName}</strong>: em uso {loaded}; exigida {required} por {by}
                </Trans>
              </li>
            );
          })}
        </Stack>
      }
    />
  );
}
