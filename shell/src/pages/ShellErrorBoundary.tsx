import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { reportError } from '@portal/telemetry';
import { Loading } from '@portal/ui';
import { StartupFailure } from './StartupFailure';
import { withTheirTexts } from './errorPages';

// The unexpected-error page comes when an error does: no visit that goes well pays for it.
const UnexpectedErrorPage = lazy(() =>
  withTheirTexts(import('./UnexpectedErrorPage')).then((module) => ({
    default: module.UnexpectedErrorPage,
  })),
);

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

/**
 * The unexpected-error page for `error`; should its code not come (the network is gone), the
 * plain panel the shell shows when it cannot start, with the error reported.
 */
class UnexpectedErrorPageOnItsWay extends Component<
  { readonly error: unknown },
  { readonly codeFailed: boolean }
> {
  override state = { codeFailed: false };
  private reportId: string | null = null;

  static getDerivedStateFromError(): { codeFailed: boolean } {
    return { codeFailed: true };
  }

  override render() {
    if (this.state.codeFailed) {
      this.reportId ??= reportError({ phase: 'render', error: this.props.error }).id;
      return <StartupFailure reportId={this.reportId} title={<Trans>Algo deu errado</Trans>} />;
    }
    return (
      <Suspense fallback={<Loading />}>
        <UnexpectedErrorPage error={this.props.error} />
      </Suspense>
    );
  }
}

/** Any render error outside a remote replaces the page with the unexpected-error page. */
export class ShellErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? (
      <UnexpectedErrorPageOnItsWay error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
