// The request fields the calls of every area share.
import * as v from 'valibot';

export const text = v.string();
export const filled = v.pipe(v.string(), v.trim(), v.minLength(1));
export const email = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254));
export const password = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
export const url = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
export const numericString = v.pipe(v.string(), v.regex(/^\d+$/));
