// Every workspace reaches React Router through this package, for two reasons:
// - it is one federation singleton (one router context for the shell and every remote);
// - a shared module is not tree-shaken, so sharing react-router itself would ship all of it
//   (server rendering, cookies, sessions …) to every visitor. Sharing this narrow surface
//   ships only what it re-exports. Add a name here when a page needs it.
// The portal uses React Router's declarative mode (BrowserRouter + route objects): the data
// router (loaders, actions, fetchers) would double the router's weight on every page.
export {
  useRoutes,
  matchPath,
  Navigate,
  Outlet,
  useHref,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
export { Link, useLeaveGuard, useNavigate, useNavigateThen } from './leaveGuard';
export { AtLocation } from './atLocation';
export { PageLink } from './pageLink';
export type { PageLinkProps } from './pageLink';
export { browser } from './leaveSite';
export { BrowserRouter } from './browserRouter';
export type { BrowserRouterProps } from './browserRouter';
export type { AskToLeave } from './leaveGuard';
export type { Location, NavigateFunction, Params, RouteObject } from 'react-router';
