import { clientResource } from '@pharma/contract';
import { postData } from '../../../lib/http.ts';

/** A client's new secret in clear: the server keeps only its hash and answers it this once. */
export interface IssuedSecret {
  clientId: string;
  clientSecret: string;
}

/** POST reset-secret?id=: a new generated secret; the old one stops working at once. */
export function resetClientSecret(id: string): Promise<{ clientSecret: string }> {
  return postData<{ clientSecret: string }>(`/${clientResource.api}/reset-secret`, null, { params: { id } });
}
