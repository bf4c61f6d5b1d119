import type { ReactNode } from 'react';
import { Outlet } from '@portal/router';
import { Frame } from '@portal/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { FrameProvider, useFrameOptions } from './FrameContext';

/** Header, footer and main landmark around `children` (a route, or a prerendered page). */
export function ShellFrame({ children }: { readonly children: ReactNode }) {
  const { hideFooter } = useFrameOptions();
  return (
    <Frame header={<Header />} footer={hideFooter ? null : <Footer />}>
      {children}
    </Frame>
  );
}

/** Header, footer and main landmark around every route. */
export function Layout() {
  return (
    <FrameProvider>
      <ShellFrame>
        <Outlet />
      </ShellFrame>
    </FrameProvider>
  );
}
