import { grayResource } from '@pharma/contract';
import { postData } from '../../../lib/http.ts';

/** gray_status: 1 enabled, 2 disabled. */
export const grayEnabled = 1;
export const grayDisabled = 2;

/** POST enable?id= / disable?id=: switches one release on or off (an enable may be refused for a shared shop). */
export function setGrayEnabled(id: string, enabled: boolean): Promise<unknown> {
  return postData<unknown>(`/${grayResource.api}/${enabled ? 'enable' : 'disable'}`, null, { params: { id } });
}
