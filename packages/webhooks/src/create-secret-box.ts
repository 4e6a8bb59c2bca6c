import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals webhook secrets for storage and opens them for signing. */
export interface SecretBox {
  /** The stored form of a secret. */
  seal(secret: string): string;
  /** The secret of a stored form; throws when the form was sealed with another key or altered. */
  open(sealed: string): string;
}

const SEALED = 'aes256gcm:';
const PLAIN = 'plain:';

/**
 * A {@link SecretBox}: with a key, AES-256-GCM (key = SHA-256 of the given key text, a random 96-bit
 * IV per secret, the 128-bit tag checked on open), stored as `aes256gcm:<iv>.<tag>.<ciphertext>`
 * (base64url); without one, the secret is stored as `plain:<secret>`. Either box opens plain values,
 * so setting a key later keeps existing webhooks working (they are sealed when next rotated).
 * docs/adr/0014-webhook-secrets-and-delivery.md says why.
 */
export function createSecretBox(key?: string): SecretBox {
  const bytes = key ? createHash('sha256').update(key).digest() : undefined;
  return {
    seal(secret) {
      if (!bytes) return PLAIN + secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', bytes, iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return SEALED + parts.join('.');
    },
    open(sealed) {
      if (sealed.startsWith(PLAIN)) return sealed.slice(PLAIN.length);
      if (!sealed.startsWith(SEALED)) throw new Error('The stored secret has an unknown form.');
      if (!bytes) throw new Error('The stored secret is sealed, but SECRET_KEY is not set.');
      const [iv, tag, data] = sealed
        .slice(SEALED.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', bytes, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}
