import { createHash, randomBytes } from 'node:crypto';

/** A new API key: what is stored of it, and the key itself, shown once and never stored. */
export interface MintedKey {
  /** The key a client sends: `rg_<public id>_<secret>`. */
  readonly key: string;
  /** 16 hex digits that find the stored row. */
  readonly publicId: string;
  /** What the key starts with, `rg_<public id>`: shown in lists so a user tells keys apart. */
  readonly prefix: string;
  /** SHA-256 of the secret, as 64 hex digits: the only trace of the secret that is stored. */
  readonly secretHash: string;
}

/**
 * Makes a new API key (docs/api-keys.md): a random public id and 256 random bits of secret. The
 * secret carries enough entropy that a fast hash is the right one (no password stretching).
 */
export function mintKey(): MintedKey {
  const publicId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return {
    key: `rg_${publicId}_${secret}`,
    publicId,
    prefix: `rg_${publicId}`,
    secretHash: hashSecret(secret).toString('hex'),
  };
}

/** SHA-256 of a key's secret. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}
