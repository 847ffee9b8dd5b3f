import { mobilePhonePattern, type Text, userMessages } from '@pharma/contract';
import type { FormRule } from 'antd';

/** The rules the user dialogs add to the declaration's own (required, length): what only the screen checks. */

type TextOf = (text: Text) => string;

/** Phone is optional here; when filled, the length is checked before the format, each with its own message. */
export function phoneRule(text: TextOf): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const phone = typeof value === 'string' ? value.trim() : '';
      if (phone === '') return;
      if (phone.length !== 11) throw new Error(text(userMessages.phoneLength));
      if (!mobilePhonePattern.test(phone)) throw new Error(text(userMessages.phoneFormat));
    },
  };
}

/** `password2` repeats `password`: the screen's own check (the API neither compares nor keeps the confirmation). */
export function sameAsPassword(text: TextOf): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error(text(userMessages.passwordMismatch));
    },
  });
}
