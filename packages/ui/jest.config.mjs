import { jestPreset } from '@portal/testing/jest-preset';

export default jestPreset(import.meta.dirname);
