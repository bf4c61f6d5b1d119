import { Component, type ReactNode } from 'react';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

/** Any render error outside a remote replaces the page with the unexpected-error page. */
export class ShellErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? (
      <UnexpectedErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
