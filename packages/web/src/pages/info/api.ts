import { type BladeFile, type BodyIn, ossCalls, profileCalls, type QueryIn } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';
import { md5Hex } from '../../lib/md5.ts';

/** The personal info page's calls (spec §7, blade-user and blade-resource), as @pharma/contract declares them. */

/** The profile form's values: what update-info takes, each as the form holds it (text). */
export type ProfileInput = Record<Exclude<keyof BodyIn<typeof profileCalls.updateInfo>, 'id'>, string>;

/** The password form's values: what update-password takes, before hashing. */
export type PasswordInput = QueryIn<typeof profileCalls.updatePassword>;

export const updateInfo = (input: ProfileInput) =>
  callApi(profileCalls.updateInfo, {
    body: {
      realName: input.realName.trim(),
      name: input.name?.trim() ?? '',
      phone: input.phone.trim(),
      email: input.email?.trim() ?? '',
      avatar: input.avatar ?? '',
    },
  });

/** The three passwords go as md5 hex of what was typed, never in clear (spec §5). */
export const updatePassword = (input: PasswordInput) =>
  callApi(profileCalls.updatePassword, {
    query: {
      oldPassword: md5Hex(input.oldPassword),
      newPassword: md5Hex(input.newPassword),
      newPassword1: md5Hex(input.newPassword1),
    },
  });

/** Uploads an avatar; the server checks it is a JPG/PNG of at most 500 kb by its bytes. */
export function uploadAvatar(file: File): Promise<BladeFile> {
  const form = new FormData();
  form.append('file', file);
  return callApi(ossCalls.putFile, { query: { kind: 'avatar' }, body: form });
}

export const unbindQywx = () => callApi(profileCalls.qywxUnbind);
