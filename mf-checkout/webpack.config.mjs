import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'remote',
  name: 'mf_checkout',
  port: 8083,
  title: 'mf-checkout',
});
