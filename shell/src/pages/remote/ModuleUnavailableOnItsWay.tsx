import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Loading } from '@portal/ui';
import { withTheirTexts } from '../errorPages';
import { StartupFailure } from '../StartupFailure';
import type { ModuleUnavailableProps } from './ModuleUnavailable';

// The panel comes with the error pages' texts when a remote fails: no visit that goes well pays
// for it (the cold /login's bytes, ADR 008). Should its code not come (the network is gone), the
// plain panel the shell shows when it cannot start, with the same error code.
const ModuleUnavailable = lazy(() =>
  withTheirTexts(import('./ModuleUnavailable')).then(
    (module) => ({ default: module.ModuleUnavailable }),
    () => ({
      default: ({ reportId }: ModuleUnavailableProps) => (
        <StartupFailure reportId={reportId} title={<Trans>Algo deu errado</Trans>} />
      ),
    }),
  ),
);

/** The panel shown in place of a remote that could not load or crashed. */
export function ModuleUnavailableOnItsWay(props: ModuleUnavailableProps) {
  return (
    <Suspense fallback={<Loading />}>
      <ModuleUnavailable {...props} />
    </Suspense>
  );
}
