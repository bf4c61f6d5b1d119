export * from './plans';
export * from './documents';
export * from './predicates';
export * from './coupons';
