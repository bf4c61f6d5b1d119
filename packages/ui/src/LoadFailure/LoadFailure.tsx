import { msg } from '@lingui/core/macro';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useKitI18n } from '../i18n';

/**
 * What a load failure retries: a TanStack Query result fits as it is (`refetch`, `isFetching`),
 * as does anything else that can fetch again and say it is doing so.
 */
export interface RetryableQuery {
  readonly refetch: () => unknown;
  /** Fetching again: the retry button shows busy and ignores further presses. */
  readonly isFetching: boolean;
}

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "Não foi possível carregar as empresas". */
  readonly title: string;
  /** The query that failed: "Tentar novamente" fetches it again. */
  readonly query: RetryableQuery;
}

/**
 * The page's data (or a dialog's) could not be loaded: one critical alert with the portal's one
 * wording ("Atualize a página ou tente novamente em alguns instantes.") and a retry button that
 * fetches the query again and shows busy until its answer.
 */
export function LoadFailure({ title, query }: LoadFailureProps) {
  const _ = useKitI18n();
  return (
    <Alert
      tone="critical"
      title={title}
      description={_(msg`Atualize a página ou tente novamente em alguns instantes.`)}
      action={
        <Button
          tone="secondary"
          busy={query.isFetching}
          busyLabel={_(msg`Carregando…`)}
          onClick={() => void query.refetch()}
        >
          {_(msg`Tentar novamente`)}
        </Button>
      }
    />
  );
}
