import { portalEslintConfig } from '@portal/build/eslint';

export default portalEslintConfig({ dir: import.meta.dirname, role: 'package' });
