import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of every webhook secret (Standard Webhooks). */
export const SECRET_PREFIX = 'whsec_';

/** A new webhook secret: `whsec_` and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** Arguments of {@link signWebhook}. */
export interface SignWebhookArgs {
  /** The `whsec_…` secret. */
  readonly secret: string;
  /** The `webhook-id`: the event's id. */
  readonly id: string;
  /** The `webhook-timestamp`, Unix seconds. */
  readonly timestamp: number;
  /** The body exactly as sent. */
  readonly body: string;
}

/**
 * The `webhook-signature` header of a delivery (Standard Webhooks): `v1,` and the base64 HMAC-SHA256,
 * keyed with the secret's bytes (the base64 after `whsec_`), of `id.timestamp.body`.
 */
export function signWebhook({ secret, id, timestamp, body }: SignWebhookArgs): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
