// Errors in an error tracker (issue 55), the chunk loaded with the first report once the page is
// in (`./trackErrors`): each report goes to the project of the remote it belongs to, tagged with
// that remote's release, the route's pattern, the language and the company.
import type { RuntimeConfig } from '@portal/config';
import type { TrackerConfig } from '@portal/config/tracker';
import type { RemoteName } from '@portal/contracts';
import { redactValue, type ErrorReport } from '@portal/telemetry';
import { startTracker } from '@portal/telemetry/tracker';
import { loadStepOf } from '../remotes/loading/loadStep';
import { readReleases, readShellRelease } from '../remotes/loading/releaseFiles';
import { routeFor } from '../remotes/loading/remoteFor';
import { releaseOf } from './place';

/** A report on its way to the tracker, with where the page was. */
export interface NotedReport {
  readonly report: ErrorReport;
  readonly error: unknown;
  /** The page's path inside the portal when the report was made ('/gestao-de-cobrancas'). */
  readonly pathname: string;
  readonly language: string;
  readonly companyId: string | null;
}

// A script address in a stack, as Chromium (`at f (url:1:2)`), Firefox and Safari (`f@url:1:2`)
// print its frames, top first.
const FRAME_URL = /(https?:\/\/[^\s()@]+?):\d+:\d+/g;

/**
 * The remote whose code an error comes from: the first frame of its stack, from the top, that is
 * a script of a remote (its files live beside its manifest). An error of the shell's own code, or
 * of a script the page cannot read (a remote's uncaught error event, which the browser hides
 * from a page of another origin), is the shell's.
 */
export function remoteOfStack(error: unknown, remotes: RuntimeConfig['remotes']): string | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const bases = remotes.map((remote) => ({
    name: remote.name,
    base: remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1),
  }));
  for (const [, url] of stack.matchAll(FRAME_URL)) {
    const owner = bases.find(({ base }) => url!.startsWith(base));
    if (owner) return owner.name;
  }
  return null;
}

/** Starts the tracker's client; what it gives back sends one noted report. */
export function startErrorTracker(
  config: RuntimeConfig,
  tracker: TrackerConfig,
): (noted: NotedReport) => void {
  const send = startTracker({
    dsnOf: (remote) => tracker.remotes[remote as RemoteName] ?? tracker.dsn,
    ...(tracker.tunnel ? { tunnel: tracker.tunnel } : {}),
    environment: config.environment,
    redact: redactValue,
  });
  // Which release each remote runs, and the shell's: read once, before the first event goes.
  const releases = Promise.all([readShellRelease(), readReleases()]).then(([shell]) => shell);
  return (noted) => {
    const { report, error, pathname, language, companyId } = noted;
    const remote = report.remote ?? remoteOfStack(error, config.remotes);
    const step = loadStepOf(error);
    void releases.then((shellRelease) =>
      send({
        report,
        error,
        remote,
        release: remote ? releaseOf(remote) : shellRelease,
        tags: {
          route: routeFor(config.remotes, pathname).pattern,
          language,
          ...(companyId ? { company_id: companyId } : {}),
          ...(step ? { load_step: step } : {}),
        },
      }),
    );
  };
}
