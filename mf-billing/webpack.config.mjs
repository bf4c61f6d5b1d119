import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'remote',
  name: 'mf_billing',
  port: 8084,
  title: 'mf-billing',
});
