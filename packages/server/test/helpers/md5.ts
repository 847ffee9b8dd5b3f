import { createHash } from 'node:crypto';

/** The md5 of a password, as the console sends it (the spec's sign-in). Apart, so benches reuse the factories. */
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
