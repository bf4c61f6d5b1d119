import { portalEslintConfig } from './src/eslint.mjs';

export default portalEslintConfig({ role: 'package', node: true });
