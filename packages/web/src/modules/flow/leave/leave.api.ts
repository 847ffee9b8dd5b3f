import { type PickableUser, userCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** blade-system/user/user-list: the leave form's approvers (label account, value id), for any signed-in user. */
export const userListCall = userCalls.userList;

export const fetchPickableUsers = (): Promise<PickableUser[]> => callApi(userListCall);

/** `account (realName)`, or the account alone. */
export const userLabel = (user: PickableUser) => {
  const name = user.realName || user.name;
  return name && name !== user.account ? `${user.account} (${name})` : user.account;
};
