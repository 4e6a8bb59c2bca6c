import { createMemoryStorage, defaultRecordTypes, where } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './create-secret-box.js';
import { DELIVERY_TYPE, WEBHOOK_TYPE, createWebhookTypes } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { DEFAULT_RETRY_SCHEDULE } from './retry-schedule.js';
import { runAttempt } from './run-attempt.js';

const secrets = createSecretBox('attempt test key');
const webhookTypes = createWebhookTypes({ secrets, allowPrivate: true });
const types = [...defaultRecordTypes, ...webhookTypes];

describe('an attempt', () => {
  it("is not sent to a webhook of another company that holds the attempt's webhook id", async () => {
    const storage = createMemoryStorage({ types });
    const now = new Date();
    // The id is used again after a delete (MySQL 5.7 restarts AUTO_INCREMENT after the highest).
    const webhook = await storage.insert({
      type: WEBHOOK_TYPE,
      values: {
        url: 'https://hooks.example/globex',
        events: '*',
        active: true,
        secret: secrets.seal('s'),
        company_id: 2,
        created_at: now,
        updated_at: now,
      },
    });
    const row = await storage.insert({
      type: DELIVERY_TYPE,
      values: {
        webhook_id: webhook.id as number,
        event_id: 'e1',
        event_seq: 1,
        event_type: 'document.created',
        attempt: 1,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
        company_id: 1,
      },
    });
    const event = {
      seq: 1,
      id: 'e1',
      companyId: 1,
      type: 'document.created',
      occurredAt: now,
      body: '{}',
    };
    const ctx = {
      storage,
      secrets,
      allowPrivate: false,
      timeoutMs: 1000,
      retry: DEFAULT_RETRY_SCHEDULE,
      leaseMs: 5000,
      now: () => new Date(),
      webhookType: webhookTypes[0],
      onCommitted: () => {},
    } as unknown as DispatchContext;
    await runAttempt(ctx, { row, webhook, event });
    const [after] = await storage.findMany({
      type: DELIVERY_TYPE,
      filter: where.eq('id', row.id as number),
    });
    expect(after).toMatchObject({
      status: 'failed',
      next_attempt_at: null,
      error: 'The webhook was deactivated or deleted; nothing was sent.',
    });
  });
});
