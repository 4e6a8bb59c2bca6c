import { defaultRecordTypes, type RecordType } from '@recordgate/core';
import { createSecretBox, createWebhookTypes } from '@recordgate/webhooks';
import type { Logger } from 'pino';
import type { ServerConfig } from './config/server-config-schema.js';

/**
 * The record types of the server: the default installation's and the webhook types, whose writes
 * check URLs under `WEBHOOK_ALLOW_PRIVATE` and seal secrets with `SECRET_KEY`. Without a config (the
 * CLI's commands, which write no webhooks) only their tables matter. A refused host's addresses go to
 * the logger's warnings, never to the client.
 */
export function serverRecordTypes(config?: ServerConfig, logger?: Logger): RecordType[] {
  return [
    ...defaultRecordTypes,
    ...createWebhookTypes({
      secrets: createSecretBox(config?.secretKey),
      allowPrivate: config?.webhooks.allowPrivate ?? false,
      onRefusedHost: ({ host, addresses, error }) =>
        logger?.warn({ host, addresses, error }, 'webhook URL refused: its host is not public'),
    }),
  ];
}
