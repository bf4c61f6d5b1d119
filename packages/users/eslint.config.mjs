import { portalEslintConfig } from '@portal/build/eslint';

export default portalEslintConfig({ role: 'package' });
