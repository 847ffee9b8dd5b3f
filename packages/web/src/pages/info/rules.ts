import type { FormRule } from 'antd';
import type { infoTexts } from './texts.ts';

/** The rules of the info page, the same ones the server applies (spec §5). */

type Key = keyof typeof infoTexts;

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const phonePattern = /^1[3-9]\d{9}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const avatarMaxBytes = 500 * 1024;

/** Which phone rule a value breaks, in the spec's order: empty, not 11 long, not a mobile number. */
export function phoneProblem(value: unknown): Key | undefined {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (!phone) return 'phoneEmpty';
  if (phone.length !== 11) return 'phoneLength';
  if (!phonePattern.test(phone)) return 'phoneFormat';
  return undefined;
}

/**
 * The avatar check before upload (the server checks again by the bytes): JPG or PNG by type or name, at most
 * 500 kb — type first, as BladeX's page does.
 */
export function avatarProblem(file: Pick<File, 'type' | 'name' | 'size'>): Key | undefined {
  const byType = file.type === 'image/jpeg' || file.type === 'image/png';
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!(file.type ? byType : byName)) return 'avatarType';
  if (file.size > avatarMaxBytes) return 'avatarSize';
  return undefined;
}

/** antd rules built from a problem finder, so the form shows the same messages as the server. */
export function ruleOf(find: (value: unknown) => Key | undefined, text: (key: Key) => string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const problem = find(value);
      if (problem) throw new Error(text(problem));
    },
  };
}

export function emailProblem(value: unknown): Key | undefined {
  const email = typeof value === 'string' ? value.trim() : '';
  return email && !emailPattern.test(email) ? 'emailFormat' : undefined;
}
