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

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${expiresInSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(this.key);
  }

  /** The claims of a valid, unexpired access token; undefined for anything else. */
  async verify(token: string): Promise<(AccessClaims & { jti?: string }) | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer, algorithms: ['HS256'] });
      if (payload.token_type !== 'access_token' || typeof payload.sid !== 'string') return undefined;
      return payload as unknown as AccessClaims & { jti?: string };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
