import { portalWebpackConfig } from '@portal/build/webpack';

export default portalWebpackConfig({
  dir: import.meta.dirname,
  role: 'remote',
  name: 'mf_account',
  port: 8082,
  title: 'mf-account',
});
