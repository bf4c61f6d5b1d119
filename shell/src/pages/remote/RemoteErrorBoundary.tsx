import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type ErrorReport } from '@portal/telemetry';
import type { RemoteRoutesModule } from '@portal/contracts';
import { ModuleUnavailableOnItsWay } from './ModuleUnavailableOnItsWay';
import { noteRemoteFailed } from '../../remotes/loading/liveVersions';

interface Props {
  readonly remote: Pick<RemoteRoutesModule, 'name' | 'version'>;
  /** Reloads the remote from the network; resolves when the new copy is ready. */
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly report: ErrorReport | null;
}

/** Contains a remote that throws while rendering (or whose page chunk fails to load). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, report: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    noteRemoteFailed(this.props.remote.name, 'render', error);
    const report = reportError({
      phase: 'remote-render',
      error,
      remote: this.props.remote.name,
      remoteVersion: this.props.remote.version,
      context: { componentStack: info.componentStack ?? '' },
    });
    this.setState({ report });
  }

  // The parent reloads the remote and shows its loading state, which replaces this boundary;
  // clearing the error here would render the failed module once more.
  private readonly retry = () => this.props.onRetry();

  override render() {
    const { failed, report } = this.state;
    if (report)
      return (
        <ModuleUnavailableOnItsWay reportId={report.id} report={report} onRetry={this.retry} />
      );
    if (failed) return <ModuleUnavailableOnItsWay reportId="pending" onRetry={this.retry} />;
    return this.props.children;
  }
}
