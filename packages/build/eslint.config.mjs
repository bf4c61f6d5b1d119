import { portalEslintConfig } from './src/eslint.mjs';

export default portalEslintConfig({ dir: import.meta.dirname, role: 'package', node: true });
