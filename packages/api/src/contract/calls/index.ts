// Every call of spec §7, by area. Where the spec leaves a shape open ("not shown"), the shape here
// is the one the sandbox answers with; the README of this package lists those choices.
export * from './auth';
export * from './profile';
export * from './billing';
export * from './users';
export * from './backoffice';
