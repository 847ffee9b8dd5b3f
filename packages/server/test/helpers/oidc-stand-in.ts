import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** A person who can sign in at the test's OpenID Connect provider, with the claims it tells. */
export interface OidcPerson {
  sub: string;
  name: string;
  preferred_username: string;
  email: string;
}

export interface OidcStandIn {
  /** The issuer: discovery is under `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Who signs in at the next interaction (the provider's own login page, skipped in a test). */
  signInAs(person: OidcPerson): void;
  /**
   * A browser going through the provider: follows `authorizeUrl` with the provider's cookies until the provider
   * redirects away from itself, and returns that address (the redirect URI with code and state).
   */
  follow(authorizeUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const oneHour = () => 3600;

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, for the tests of social sign-in: discovery, the
 * authorization endpoint with PKCE, the token endpoint, ID tokens, user-info. Its login and consent pages are
 * replaced by one that signs in whoever the test chose and grants what the client asked for.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<OidcStandIn> {
  const people = new Map<string, OidcPerson>();
  let next: OidcPerson | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A signing key of its own (the provider's development keys print a warning).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, id) {
      const person = people.get(id);
      return person ? { accountId: id, claims: async () => ({ ...person }) } : undefined;
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    ttl: {
      AccessToken: oneHour,
      AuthorizationCode: () => 60,
      Grant: oneHour,
      IdToken: oneHour,
      Interaction: oneHour,
      Session: oneHour,
    },
  });
  const callback = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const person = next;
      if (!person) throw new Error('the test chose nobody to sign in');
      people.set(person.sub, person);
      const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    signInAs(person) {
      next = person;
    },
    async follow(authorizeUrl) {
      const cookies = new Map<string, string>();
      let at = new URL(authorizeUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (at.origin !== issuer) return at;
        const res = await fetch(at, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair!.indexOf('=');
          cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        at = new URL(location, at);
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
