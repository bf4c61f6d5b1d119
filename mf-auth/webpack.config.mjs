import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'remote',
  name: 'mf_auth',
  port: 8081,
  title: 'mf-auth',
  server: 'src/prerender.ts',
});
