import packageJson from '../package.json';

/** The product version shown in the footer and sent with error reports. */
export const APP_VERSION: string = packageJson.version;
