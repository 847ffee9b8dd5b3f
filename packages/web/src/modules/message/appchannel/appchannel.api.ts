import { messageCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** An app's secret as the server answers it, once: after 新增 and after 重置密钥. */
export interface IssuedAppSecret {
  appCode: string;
  appName: string;
  appKey: string;
  appSecret: string;
}

/** POST reset-secret?id=: a new secret, answered this once; the old one stops signing at once. */
export const resetAppSecret = (id: string) => callApi(messageCalls.resetSecret, { query: { id } });
