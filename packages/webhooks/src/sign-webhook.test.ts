import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './create-secret-box.js';
import { generateWebhookSecret, signWebhook } from './sign-webhook.js';

describe('signWebhook', () => {
  it('makes signatures the standardwebhooks verifier accepts, and only for the same bytes', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ id: 'e1', type: 'document.created', data: { title: 'Ä €' } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'e1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook({ secret, id: 'e1', timestamp, body }),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('generates secrets of 32 random bytes behind whsec_', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('createSecretBox', () => {
  it('seals with AES-256-GCM under a key, refuses another key and altered text', () => {
    const box = createSecretBox('one key');
    const sealed = box.seal('whsec_abc');
    expect(sealed).toMatch(/^aes256gcm:/);
    expect(sealed).not.toContain('abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc');
    expect(() => createSecretBox('another key').open(sealed)).toThrow();
    expect(() => box.open(sealed.slice(0, -2) + 'AA')).toThrow();
    expect(() => createSecretBox().open(sealed)).toThrow(/SECRET_KEY/);
  });

  it('stores plainly without a key, and a keyed box still opens those', () => {
    const stored = createSecretBox().seal('whsec_abc');
    expect(stored).toBe('plain:whsec_abc');
    expect(createSecretBox('k').open(stored)).toBe('whsec_abc');
  });
});
