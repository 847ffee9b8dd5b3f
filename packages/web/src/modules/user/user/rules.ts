import { type FieldDef, type Text, userMessages } from '@pharma/contract';
import type { FormRule } from 'antd';

type TextOf = (text: Text) => string;

/** Mainland mobile numbers: 11 digits starting 13–19 (spec §5). */
export const phonePattern = /^1[3-9]\d{9}$/;

/** A declared required field carries its own message (请输入登录账号); blanks count as missing. */
export function requiredRule(field: FieldDef, text: TextOf): FormRule[] {
  return field.required ? [{ required: true, whitespace: true, message: text(field.required) }] : [];
}

/** Phone is optional here; when filled, the length is checked before the format, each with its own message. */
export function phoneRule(text: TextOf): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const phone = typeof value === 'string' ? value.trim() : '';
      if (phone === '') return;
      if (phone.length !== 11) throw new Error(text(userMessages.phoneLength));
      if (!phonePattern.test(phone)) throw new Error(text(userMessages.phoneFormat));
    },
  };
}

/** Password + confirmation, used by the add dialog and by "set a password" when resetting. */
export function passwordRules(text: TextOf, confirmRequired: string) {
  return {
    password: [{ required: true, message: text(userMessages.passwordRequired) }] as FormRule[],
    confirm: [
      { required: true, message: confirmRequired },
      ({ getFieldValue }) => ({
        validator: async (_, value: unknown) => {
          if (value && value !== getFieldValue('password')) throw new Error(text(userMessages.passwordMismatch));
        },
      }),
    ] as FormRule[],
  };
}
