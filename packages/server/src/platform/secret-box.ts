import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Stored secrets (an object store's or an SMS provider's secret key) encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from
 * the server's token secret, so a copy of the database alone does not give them away. Stored as
 * `v1:<base64url of iv · tag · ciphertext>`.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const prefix = 'v1:';

/** Boxes made, by purpose and server secret: deriving the key is an HKDF, and a sign-in may need one. */
const made = new Map<string, SecretBox>();

export function secretBox(serverSecret: string, purpose = 'blade_oss.secret_key'): SecretBox {
  const id = `${purpose}\u0000${serverSecret}`;
  let box = made.get(id);
  if (!box) {
    box = boxOf(Buffer.from(hkdfSync('sha256', serverSecret, 'pharma-console', purpose, 32)));
    made.set(id, box);
  }
  return box;
}

function boxOf(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(prefix)) throw new Error('not a sealed secret');
      const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
