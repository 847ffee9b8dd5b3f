import { type BladeFile, ossCalls, type UserInfoReply } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';
import { getData, postData } from '../../lib/http.ts';
import { md5Hex } from '../../lib/md5.ts';

/** The personal info page's calls (spec §7, blade-user and blade-resource). */

export interface ProfileInput {
  realName: string;
  name: string;
  phone: string;
  email: string;
  avatar: string;
}

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

export const fetchOwnInfo = () => getData<UserInfoReply>('/blade-user/info');

export const updateInfo = (input: ProfileInput) =>
  postData<Record<string, unknown>>('/blade-user/update-info', {
    realName: input.realName.trim(),
    name: input.name?.trim() ?? '',
    phone: input.phone.trim(),
    email: input.email?.trim() ?? '',
    avatar: input.avatar ?? '',
  });

/** The three passwords go as md5 hex of what was typed, never in clear (spec §5). */
export const updatePassword = (input: PasswordInput) =>
  postData<null>('/blade-user/update-password', null, {
    params: {
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

export const unbindQywx = () => postData<null>('/blade-user/qywx/login/unbind');
