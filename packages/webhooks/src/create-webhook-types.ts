import {
  commonFields,
  defineRecordType,
  type FieldDefinition,
  type RecordType,
} from '@recordgate/core';
import type { CheckWebhookUrlOptions } from './check-webhook-url.js';
import { MAX_URL_LENGTH } from './check-webhook-url.js';
import type { SecretBox } from './create-secret-box.js';
import { createPrepareWebhook } from './prepare-webhook.js';

/** Options of {@link createWebhookTypes}. */
export interface WebhookTypesOptions extends CheckWebhookUrlOptions {
  /** Seals webhook secrets for storage (`createSecretBox(SECRET_KEY)`). */
  readonly secrets: SecretBox;
}

/** The record types of webhooks, by name. */
export const WEBHOOK_TYPE = 'webhook';
export const DELIVERY_TYPE = 'webhook-delivery';
/** The internal type holding the dispatcher's place in the outbox. */
export const CURSOR_TYPE = 'webhook-cursor';

/** The longest `record_key` of a delivery: a record type's name, a space, its id. */
export const RECORD_KEY_LENGTH = 160;

const { company, createdAt, updatedAt, createdBy } = commonFields;

/**
 * The record types of webhooks (docs/events.md, "Webhooks"): `webhook`, which company admins manage
 * through the seven calls (its `secret` write-only, generated and shown once), `webhook-delivery`,
 * every delivery attempt, written by the dispatcher alone, and the dispatcher's internal cursor.
 */
export function createWebhookTypes(options: WebhookTypesOptions): RecordType[] {
  return [webhookType(options), deliveryType(), cursorType()];
}

function webhookType(options: WebhookTypesOptions): RecordType {
  return defineRecordType({
    name: WEBHOOK_TYPE,
    modelClass: 'recordgate.models.Webhook',
    searchClass: 'recordgate.models.WebhookSearch',
    lookupField: 'url',
    // The dispatcher reads a company's active webhooks for every batch of events.
    indexes: [['company_id', 'active']],
    fields: [
      {
        name: 'url',
        type: 'string',
        required: true,
        maxLength: MAX_URL_LENGTH,
        label: { en: 'URL', de: 'URL' },
      },
      {
        name: 'events',
        type: 'string',
        maxLength: 1024,
        label: { en: 'Events', de: 'Ereignisse' },
      },
      { name: 'active', type: 'boolean', label: { en: 'Active', de: 'Aktiv' } },
      {
        name: 'secret',
        type: 'string',
        writeOnly: true,
        maxLength: 255,
        label: { en: 'Secret', de: 'Geheimnis' },
      },
      company,
      createdAt,
      updatedAt,
      createdBy,
    ],
    prepareWrite: createPrepareWebhook(options),
  });
}

function deliveryType(): RecordType {
  const text = (name: string, maxLength: number, en: string, de: string): FieldDefinition => ({
    name,
    type: 'string',
    maxLength,
    label: { en, de },
  });
  const integer = (name: string, en: string, de: string): FieldDefinition => ({
    name,
    type: 'integer',
    label: { en, de },
  });
  return defineRecordType({
    name: DELIVERY_TYPE,
    modelClass: 'recordgate.models.WebhookDelivery',
    searchClass: 'recordgate.models.WebhookDeliverySearch',
    readOnly: true,
    // The dispatcher's queue: the pending attempts that are due, oldest first; one event's attempts;
    // the attempts still to end of one record (its events go out one after another). The access
    // filter's column keeps the index it had as a reference.
    indexes: [
      ['status', 'next_attempt_at'],
      ['event_id'],
      ['company_id'],
      ['record_key', 'status'],
    ],
    uniques: [['webhook_id', 'event_id', 'attempt']],
    fields: [
      {
        name: 'webhook_id',
        type: 'reference',
        references: WEBHOOK_TYPE,
        required: true,
        label: { en: 'Webhook', de: 'Webhook' },
      },
      text('event_id', 36, 'Event ID', 'Ereignis-ID'),
      text('event_type', 128, 'Event type', 'Ereignistyp'),
      integer('attempt', 'Attempt', 'Versuch'),
      {
        ...text('status', 16, 'Status', 'Status'),
        values: ['pending', 'delivered', 'failed'],
      },
      integer('response_status', 'Response status', 'Antwortstatus'),
      integer('duration_ms', 'Duration (ms)', 'Dauer (ms)'),
      text('error', 255, 'Error', 'Fehler'),
      {
        name: 'next_attempt_at',
        type: 'datetime',
        label: { en: 'Next attempt at', de: 'Nächster Versuch am' },
      },
      {
        name: 'delivered_at',
        type: 'datetime',
        label: { en: 'Delivered at', de: 'Zugestellt am' },
      },
      createdAt,
      // The webhook's company, for the access filter; the webhook shows it already. A plain integer,
      // not a reference: the shaping headers, info and list-objects offer a type's every reference,
      // hidden or not, and the company is no part of a delivery a client may name.
      { ...integer('company_id', 'Company', 'Firma'), auto: 'company', hidden: true },
      // The event's place in the outbox, where the dispatcher reads its body.
      { ...integer('event_seq', 'Event sequence', 'Ereignisfolge'), hidden: true },
      // The changed record (`<type> <id>`): a webhook gets its events one after another, in order.
      { ...text('record_key', RECORD_KEY_LENGTH, 'Record', 'Datensatz'), hidden: true },
    ],
  });
}

function cursorType(): RecordType {
  return defineRecordType({
    name: CURSOR_TYPE,
    modelClass: 'recordgate.models.WebhookCursor',
    searchClass: 'recordgate.models.WebhookCursorSearch',
    internal: true,
    fields: [
      {
        name: 'last_seq',
        type: 'integer',
        label: { en: 'Last event', de: 'Letztes Ereignis' },
      },
    ],
  });
}
