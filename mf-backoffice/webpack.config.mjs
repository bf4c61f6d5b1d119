import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'remote',
  name: 'mf_backoffice',
  port: 8085,
  title: 'mf-backoffice',
});
