import { jestPreset } from '@portal/build/jest-preset';

export default jestPreset(import.meta.dirname);
