import {
  avatarMaxBytes,
  emailPattern,
  mobilePhonePattern,
  ossMessages,
  profileMessages,
  type Text,
  userMessages,
} from '@pharma/contract';
import type { FormRule } from 'antd';

/** The rules of the info page: the ones the server applies (spec §5), with its messages, from @pharma/contract. */

/** Which phone rule a value breaks, in the spec's order: empty, not 11 long, not a mobile number. */
export function phoneProblem(value: unknown): Text | undefined {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (!phone) return userMessages.phoneEmpty;
  if (phone.length !== 11) return userMessages.phoneLength;
  if (!mobilePhonePattern.test(phone)) return userMessages.phoneFormat;
  return undefined;
}

/**
 * The avatar check before upload (the server checks again by the bytes): JPG or PNG by type or name, at most
 * 500 kb — type first, as BladeX's page does.
 */
export function avatarProblem(file: Pick<File, 'type' | 'name' | 'size'>): Text | undefined {
  const byType = file.type === 'image/jpeg' || file.type === 'image/png';
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!(file.type ? byType : byName)) return ossMessages.avatarType;
  if (file.size > avatarMaxBytes) return ossMessages.avatarSize;
  return undefined;
}

/** antd rules built from a problem finder, so the form shows the same messages as the server. */
export function ruleOf(find: (value: unknown) => Text | undefined, text: (t: Text) => string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const problem = find(value);
      if (problem) throw new Error(text(problem));
    },
  };
}

export function emailProblem(value: unknown): Text | undefined {
  const email = typeof value === 'string' ? value.trim() : '';
  return email && !emailPattern.test(email) ? profileMessages.emailFormat : undefined;
}
