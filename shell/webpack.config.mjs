import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'host',
  name: 'shell',
  port: 8080,
  server: 'src/prerender/frame.tsx',
  gate: 'src/prerender/gateEntry.ts',
});
