// In-process use (Jest, Storybook): the fetch-style sandbox, no port.
export { createSandbox, BASE_PREFIXES, type Sandbox, type SandboxOptions } from './app';
export type { Failure, FailureStatus, Held, SandboxControls } from './controls';
export { DEMO_PASSWORD } from './seed';
export type { Db } from './db';
export { sandboxFetch, installSandboxFetch } from './in-page';
export { signInDirectly } from './handlers/auth';
