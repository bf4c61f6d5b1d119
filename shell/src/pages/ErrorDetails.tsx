import { Trans } from '@lingui/react/macro';
import type { ErrorReport } from '@portal/telemetry';
import { TextDisclosure } from '@portal/ui';
import { CopyDetailsButton } from './CopyDetailsButton';
import { useErrorDetails } from './useErrorDetails';

// A report's details, to read and to copy (spec 2.5), inside a remote's error panel: the view
// goes above the panel's actions, the copy button beside its retry. Both load with the error
// pages' texts (errorPages.ts), never with a first page.

export type DetailsReport = Pick<ErrorReport, 'id' | 'message' | 'at' | 'remote' | 'remoteVersion'>;

export function ErrorDetailsView({ report }: { readonly report: DetailsReport }) {
  const details = useErrorDetails(report);
  return <TextDisclosure summary={<Trans>Ver detalhes do erro</Trans>} text={details} />;
}

export function CopyErrorDetails({ report }: { readonly report: DetailsReport }) {
  return <CopyDetailsButton text={useErrorDetails(report)} />;
}
