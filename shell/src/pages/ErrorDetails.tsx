import { Trans } from '@lingui/react/macro';
import type { ErrorReport } from '@portal/telemetry';
import { Inline, Stack, TextDisclosure } from '@portal/ui';
import { CopyDetailsButton } from './CopyDetailsButton';
import { useErrorDetails } from './useErrorDetails';

/**
 * A report's details, to read and to copy (spec 2.5), inside a remote's error panel. It loads
 * with the error pages' texts (errorPages.ts), never with a first page.
 */
export function ErrorDetails({
  report,
}: {
  readonly report: Pick<ErrorReport, 'id' | 'message' | 'at' | 'remote' | 'remoteVersion'>;
}) {
  const details = useErrorDetails(report);
  return (
    <Stack gap="small">
      <TextDisclosure summary={<Trans>Ver detalhes do erro</Trans>} text={details} />
      <Inline>
        <CopyDetailsButton text={details} />
      </Inline>
    </Stack>
  );
}
