import { useMemo, type ReactNode } from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  type Location,
} from 'react-router';

/**
 * Renders `children` at `location` instead of the router's: what they read of the location
 * (routes, links, `useLocation`) is this one, and a navigation of the router alone renders
 * nothing in them. The shell draws a page ahead of the click so (its `AppRoutes`): a page
 * revealed at the address it was drawn for is not drawn again.
 */
export function AtLocation({
  location,
  children,
}: {
  readonly location: Location;
  readonly children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
