/**
 * The login form's checks, by hand rather than antd's Form: Form with rc-field-form, async-validator, its grid and
 * its label tooltip weighed ≈ 25 kB gzip of the login page for four "please enter" rules (issue 37).
 */
export interface LoginValues {
  /** Unused when website.tenantMode is off: the default tenant is used. */
  tenantId: string;
  username: string;
  password: string;
  code: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The i18n key of each field's "please enter" message (the spec's words, shared with the server's). */
const requiredKeys: Record<LoginField, string> = {
  tenantId: 'login.tenantRequired',
  username: 'login.accountRequired',
  password: 'login.passwordRequired',
  code: 'login.captchaRequired',
};

/** A password may be spaces (it is hashed as typed); the other fields must hold more than whitespace. */
function isMissing(field: LoginField, value: string): boolean {
  return field === 'password' ? value === '' : value.trim() === '';
}

/** The message of one field, or undefined when it is filled. */
export function checkField(field: LoginField, value: string, t: (key: string) => string): string | undefined {
  return isMissing(field, value) ? t(requiredKeys[field]) : undefined;
}

/** Every asked field's message at once, as the form showed them on a click of 登录 with nothing filled. */
export function checkLogin(values: LoginValues, asked: LoginField[], t: (key: string) => string): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of asked) {
    const message = checkField(field, values[field], t);
    if (message) errors[field] = message;
  }
  return errors;
}
