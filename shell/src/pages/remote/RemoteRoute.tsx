import { Fragment, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { Navigate, useLocation } from '@portal/router';
import type {
  RemoteName,
  RemoteRoute as RouteDefinition,
  RemoteRoutesModule,
} from '@portal/contracts';
import { reportError } from '@portal/telemetry';
import { Loading } from '@portal/ui';
import { useAccessDecider, useAccessDecision } from '../../routing/useAccessDecision';
import { useFrame } from '../../frame/FrameContext';
import { usePageDescription } from '../../routing/usePageDescription';
import { usePageTitle } from '../../routing/usePageTitle';
import { ModuleUnavailableOnItsWay } from './ModuleUnavailableOnItsWay';
import { shellFrame } from './shellFrame';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadedPage } from '../../remotes/loading/loadedPages';
import { useRemoteModule } from '../../remotes/loading/useRemoteModule';
import { preloadNextPages } from '../../remotes/speculation/nextPages';
import { afterFirstInteraction } from '../../remotes/speculation/firstInteraction';
import { AHEAD_KEY, FRAME_KEY } from '../../remotes/speculation/ahead';
import { startWhenLoaded } from '../../remotes/speculation/startWhenLoaded';
import { HandOff } from '../../prerender/handOff';

interface Props {
  readonly remote: RemoteName;
  /** The pattern this shell route was created for; the remote must declare the same path. */
  readonly pattern: string;
}

/** One route served by a remote: load it, guard it, title it, and contain its failures. */
export function RemoteRoute({ remote, pattern }: Props) {
  const state = useRemoteModule(remote);

  const canOpen = useCanOpen();
  // The likely next pages, once the visitor has stopped choosing (idle.ts, which comes with
  // their first interaction).
  useEffect(
    () =>
      startWhenLoaded(
        afterFirstInteraction().then(() => import('../../remotes/speculation/idle')),
        ({ whenIdleAfterInteraction }) =>
          whenIdleAfterInteraction((signal) => preloadNextPages(remote, canOpen, signal), {
            interacted: true,
          }),
      ),
    [remote, canOpen],
  );

  // The frame of a visit whose page, rendered ahead, is revealed next (App): the shell's.
  const framesOnly = useLocation().key === FRAME_KEY;
  if (state.status === 'loading' || framesOnly) {
    // The shell's own frame of the page, when it knows it (for a signed-in visitor).
    const Frame = shellFrame()?.Frame;
    return Frame ? <Frame pattern={pattern} /> : <Loading />;
  }
  if (state.status === 'failed') {
    return <ModuleUnavailableOnItsWay reportId={state.reportId} onRetry={state.retry} />;
  }
  const route = state.module.routes.find((candidate) => candidate.path === pattern);
  if (!route) return <MissingRoute module={state.module} pattern={pattern} onRetry={state.retry} />;
  return <GuardedRoute module={state.module} route={route} onRetry={state.retry} />;
}

/** Whether the visitor may open a route now, at its own address (no redirect on it). */
function useCanOpen(): (route: RouteDefinition) => boolean {
  const decide = useAccessDecider();
  return useCallback(
    (route) => decide(route, { pathname: `/${route.path}`, search: '' }).kind === 'render',
    [decide],
  );
}

function MissingRoute({
  module,
  pattern,
  onRetry,
}: {
  readonly module: RemoteRoutesModule;
  readonly pattern: string;
  readonly onRetry: () => void;
}) {
  // The runtime config and the remote disagree: a deployment problem, reported once.
  const [reportId] = useState(
    () =>
      reportError({
        phase: 'remote-contract',
        error: new Error(`route "${pattern}" is not declared by ${module.name}`),
        remote: module.name,
        remoteVersion: module.version,
      }).id,
  );
  return <ModuleUnavailableOnItsWay reportId={reportId} onRetry={onRetry} />;
}

function GuardedRoute({
  module,
  route,
  onRetry,
}: {
  readonly module: RemoteRoutesModule;
  readonly route: RouteDefinition;
  readonly onRetry: () => void;
}) {
  const location = useLocation();
  const { i18n } = useLingui();
  const decision = useAccessDecision(route);
  usePageTitle(decision.kind === 'render' ? route.title : null);
  usePageDescription(decision.kind === 'render' ? route.description : null);
  useFrame({ hideFooter: Boolean(route.hideFooter) });

  const framed = Boolean(module.Frame) && route.access === 'private';
  // A page rendered ahead (remotes/speculation/ahead.ts) is drawn hidden as it comes: its lazy `Page` is in
  // by the time the visitor arrives.
  const aheadOfTheVisit = location.key === AHEAD_KEY;
  // How a framed page waits for its code comes with the shell's frame (a signed-in visitor's);
  // chosen once for the page, so the page is never drawn anew under another parent.
  const [FramedPage] = useState(() => shellFrame()?.FramedPage);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Providers = module.Providers ?? Fragment;
  // A private page whose code is on its way shows its frame and title (the remote's), not a
  // spinner: a switch shows where it went at once. A public page keeps the prerender meanwhile.
  const { Frame } = module;
  const waiting =
    Frame && framed ? <Frame path={route.path} title={i18n._(route.title)} /> : <Loading />;
  const page = (Page: ComponentType) => (
    <RemoteErrorBoundary key={location.pathname} remote={module} onRetry={onRetry}>
      <Suspense fallback={waiting}>
        <Providers>
          <Page />
        </Providers>
        <HandOff />
      </Suspense>
    </RemoteErrorBoundary>
  );
  if (FramedPage && framed && !aheadOfTheVisit) {
    return (
      <FramedPage route={route} waiting={waiting}>
        {page}
      </FramedPage>
    );
  }
  // A page rendered ahead after its preload: its component itself, which does not suspend, so
  // arriving at it before the hidden render has ended shows it as soon as that render ends,
  // rather than a fallback React would then hold for 300 ms.
  return page((aheadOfTheVisit && loadedPage(route)) || route.Page);
}
