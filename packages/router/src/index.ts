// Every workspace reaches React Router through this package, for two reasons:
// - it is one federation singleton (one router context for the shell and every remote);
// - a shared module is not tree-shaken, so sharing react-router itself would ship all of it
//   (server rendering, cookies, sessions …) to every visitor. Sharing this narrow surface
//   ships only what it re-exports. Add a name here when a page needs it.
export {
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, Params, RouteObject } from 'react-router';
