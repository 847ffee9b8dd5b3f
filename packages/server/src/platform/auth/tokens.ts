import type { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'pharma-console';

/** Claims of an access token. BladeX-style snake_case names ride along for clients that read them. */
export interface AccessClaims {
  sub: string;
  sid: string;
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  real_name: string;
  role_id: string;
  role_name: string;
  dept_id: string;
  post_id: string;
  client_id: string;
  token_type: 'access_token';
}

type Verified = AccessClaims & { jti?: string; exp?: number };

/**
 * A guest token: what a social sign-in of a provider account bound to no account gets. It names the binding and
 * nothing else; the guard never accepts it (its type is not `access_token`), only guest registration reads it.
 */
export interface GuestClaims {
  oauth_id: string;
  tenant_id: string;
  account: string;
  token_type: 'guest_token';
}

/** How many verified tokens a process remembers (about 1 kB each). */
const rememberedTokens = 5000;

export class TokenSigner {
  /** Imported once: jose would otherwise import raw key bytes again at every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature was already checked, oldest first. A signature check gives the same answer every time
   * for one token and one secret, so every request of a session need not redo it; expiry is still checked at each
   * use, and the session itself is checked in the database on every request.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(secret: string) {
    const bytes = new TextEncoder().encode(secret);
    this.key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: AccessClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${expiresInSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(await this.key);
  }

  async signGuest(claims: GuestClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${expiresInSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(await this.key);
  }

  /** The claims of a valid, unexpired guest token; undefined for anything else (an access token included). */
  async verifyGuest(token: string): Promise<GuestClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer, algorithms: ['HS256'] });
      if (payload.token_type !== 'guest_token' || typeof payload.oauth_id !== 'string') return undefined;
      return payload as unknown as GuestClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  /** The claims of a valid, unexpired access token; undefined for anything else. */
  async verify(token: string): Promise<Verified | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if ((known.exp ?? 0) * 1000 > Date.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer, algorithms: ['HS256'] });
      if (payload.token_type !== 'access_token' || typeof payload.sid !== 'string') return undefined;
      const claims = payload as unknown as Verified;
      if (this.verified.size >= rememberedTokens) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
