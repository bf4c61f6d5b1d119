import { portalEslintConfig } from '@portal/build/eslint';

export default portalEslintConfig({ role: 'remote', stylesheets: true }); // issue 44: drop `stylesheets` once checkout's stylesheets are gone
