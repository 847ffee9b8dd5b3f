import { clientCalls, type ReplyOf } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** A client's new secret in clear, with the client it belongs to: the server keeps only its hash and answers it once. */
export type IssuedSecret = ReplyOf<typeof clientCalls.resetSecret> & { clientId: string };

/** POST reset-secret?id=: a new generated secret; the old one stops working at once. */
export const resetClientSecret = (id: string) => callApi(clientCalls.resetSecret, { query: { id } });
