import { md5 } from 'js-md5';

/** The spec's password hashing before the token call: lowercase md5 hex of exactly what the user typed. */
export function md5Hex(text: string): string {
  return md5(text);
}
