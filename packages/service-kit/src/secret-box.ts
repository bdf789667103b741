import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a service stores for the merchant (import sources' passwords and keys, issue 13; channel
 * tokens, issue 15): AES-256-GCM, a random 12-byte nonce per secret, `v1.<nonce>.<tag>.<cipher>` in
 * base64url. The key is HUB_SECRETS_KEY (32 bytes, base64) when set, else derived from the JWT secret
 * with HKDF, so a deployment that rotates its JWT secret sets HUB_SECRETS_KEY first. Never logged.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws SecretBoxError when the text was not sealed with this key (or was altered). */
  open(sealed: string): string;
}

export class SecretBoxError extends Error {}

export function secretKeyFrom(options: { secretsKey?: string; jwtSecret: string }): Buffer {
  if (options.secretsKey) {
    const key = Buffer.from(options.secretsKey, 'base64');
    if (key.length !== 32) throw new SecretBoxError('HUB_SECRETS_KEY must be 32 bytes in base64');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', options.jwtSecret, 'hub', 'hub secret box v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('a secret box key is 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined) throw new SecretBoxError('not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the secret cannot be opened with this key');
      }
    },
  };
}
