import { secretMask, type Text } from '@pharma/contract';
import { badRequest } from '../errors.ts';
import type { SecretBox } from '../secret-box.ts';
import type { Row } from './service.ts';

/**
 * A declared `secret: true` field (an object store's or an SMS provider's secret key) as the CRUD hooks keep it:
 * sealed before it is stored, and the mask in every reply. Written once for every config screen that holds one.
 */

/** The longest secret accepted: sealed, it must still fit its column. */
const maxSecretLength = 512;

/**
 * beforeWrite: seals the secret of `values`; an update that sends nothing, blank or the mask keeps the stored one
 * (a form shows the mask and sends it back unchanged). A new row has no stored secret for the mask to stand for:
 * the mask is refused there, as a secret not entered (dropped silently, a required secret's column would refuse the
 * insert with a 500).
 */
export function sealSecretField(box: SecretBox, values: Row, field: string, label: Text, existing: Row | undefined) {
  if (!(field in values)) return;
  const given = values[field];
  if (given === secretMask && !existing) throw badRequest('requiredField', { field: label });
  if (given === undefined || given === null || given === '' || given === secretMask) {
    delete values[field];
    return;
  }
  if (String(given).length > maxSecretLength) throw badRequest('tooLong', { field: label, max: maxSecretLength });
  values[field] = box.seal(String(given));
}

/** toRecord: the mask when a secret is stored, '' when none; the sealed value never leaves the server. */
export const maskedSecret = (stored: unknown): string => (stored ? secretMask : '');

/**
 * A stored secret in clear, for the code that uses it (a provider's call, a signature's check); undefined when none
 * is stored or this server's secret did not seal it (a copied database, a changed TOKEN_SECRET).
 */
export function openSealed(box: SecretBox, sealed: unknown): string | undefined {
  if (typeof sealed !== 'string' || sealed === '') return undefined;
  try {
    return box.open(sealed);
  } catch {
    return undefined;
  }
}
