import { Outlet } from '@portal/router';
import { Frame } from '@portal/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { FrameProvider, useFrameOptions } from './FrameContext';

function FramedOutlet() {
  const { hideFooter } = useFrameOptions();
  return (
    <Frame header={<Header />} footer={hideFooter ? null : <Footer />}>
      <Outlet />
    </Frame>
  );
}

/** Header, footer and main landmark around every route. */
export function Layout() {
  return (
    <FrameProvider>
      <FramedOutlet />
    </FrameProvider>
  );
}
