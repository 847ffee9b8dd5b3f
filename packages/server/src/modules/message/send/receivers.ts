import { messageMessages, receiverType, type Text } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { type Addressee, addresseesOf } from '../../user/public.ts';

const mobilePattern = /^\+?\d{6,20}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const groupPattern = /^#.{1,100}$/;

/** A receiver as a record keeps it: its kind, the text the caller gave, and the user it names (for the inbox). */
export interface Receiver {
  given: string;
  type: number;
  user?: Addressee;
}

/**
 * The receivers of a send, each a mobile number, an email address, a `#group` (a robot's group) or a user of the
 * tenant by account or id; the others answered with why (an unknown user, a receiver named twice).
 */
export async function readReceivers(
  db: Db,
  tenantId: string,
  given: readonly string[],
): Promise<{ ok: Receiver[]; rejected: Array<{ receiver: string; reason: Text }> }> {
  const ok: Receiver[] = [];
  const rejected: Array<{ receiver: string; reason: Text }> = [];
  const seen = new Set<string>();
  const kinds = given.map((text) => {
    if (emailPattern.test(text)) return receiverType.email;
    if (groupPattern.test(text)) return receiverType.group;
    if (mobilePattern.test(text) && !/^\d{15,19}$/.test(text)) return receiverType.mobile;
    return receiverType.user;
  });
  const users = await addresseesOf(
    db,
    tenantId,
    given.filter((_text, i) => kinds[i] === receiverType.user),
  );
  given.forEach((text, i) => {
    const type = kinds[i]!;
    const user = type === receiverType.user ? users.get(text) : undefined;
    const key = user ? `u:${user.id}` : `${type}:${text.toLowerCase()}`;
    if (seen.has(key)) rejected.push({ receiver: text, reason: messageMessages.duplicateReceiver });
    else if (type === receiverType.user && !user)
      rejected.push({ receiver: text, reason: messageMessages.unknownReceiver });
    else {
      seen.add(key);
      ok.push(user ? { given: text, type, user } : { given: text, type });
    }
  });
  return { ok, rejected };
}

/** A receiver as a list shows it: 138****1001, z***@pharma.cn; a user's account and a group as given. */
export function maskedReceiver(type: number, text: string): string {
  if (type === receiverType.mobile) return text.length > 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : '****';
  if (type === receiverType.email) {
    const [local = '', domain = ''] = text.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return text;
}
