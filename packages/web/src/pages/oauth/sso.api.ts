import { type AuthorizeQuery, authorizeQuery, ssoCalls } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';

/** The request's parameters from the consent page's address (OAuth's authorization request), the rest ignored. */
export function authorizeRequestOf(query: URLSearchParams): AuthorizeQuery {
  const keys = Object.keys(authorizeQuery.shape) as (keyof AuthorizeQuery)[];
  const request: Record<string, string> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) request[key] = value;
  }
  // client_id and redirect_uri are required: an empty one is sent as such and refused by the server with its reason.
  return { client_id: '', redirect_uri: '', ...request };
}

/** What the client asks, after the server checked the request (client, redirect URI, response type, PKCE). */
export const fetchAuthorizeInfo = (request: AuthorizeQuery) => callApi(ssoCalls.authorizeInfo, { query: request });

/** The user's answer: where to send the browser (the redirect URI with a code, or with error=access_denied). */
export const answerAuthorize = (request: AuthorizeQuery, approve: boolean) =>
  callApi(ssoCalls.authorize, { body: { ...request, approve } });
