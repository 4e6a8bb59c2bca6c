import type { TypeRegistry } from '@recordgate/core';
import type { Json } from './types.js';

/** The name of the event payload's schema in `components.schemas`. */
const EVENT_SCHEMA = 'WebhookEvent';

/**
 * The `webhooks` section of the OpenAPI 3.1 document, present when the installation has the `webhook`
 * type: the POST each webhook receives for every matching change event (docs/events.md, "Webhooks"),
 * with the Standard Webhooks headers, and the event's schema.
 */
export function webhookSections(types: TypeRegistry): { webhooks?: Json; schemas: Json } {
  if (!types.find('webhook')) return { schemas: {} };
  const header = (description: string) => ({
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return {
    webhooks: {
      recordChange: {
        post: {
          summary: 'A change event, delivered to a webhook',
          description:
            'Sent to the `url` of every active webhook of the event’s company whose `events` patterns match its `type`. Answer 2xx within 10 s; anything else (redirects included) is retried with the same `webhook-id`: first after about 5 s, then with exponential backoff for 24 h. Verify the signature before trusting the body, and deduplicate by `webhook-id`.',
          parameters: [
            { name: 'webhook-id', ...header('The event id; the same on every retry.') },
            { name: 'webhook-timestamp', ...header('Unix seconds when this attempt was signed.') },
            {
              name: 'webhook-signature',
              ...header(
                '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the bytes of the webhook secret (the base64 after `whsec_`).',
              ),
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${EVENT_SCHEMA}` } },
            },
          },
          responses: {
            '200': { description: 'Received (any 2xx counts).' },
          },
        },
      },
    },
    schemas: { [EVENT_SCHEMA]: eventSchema() },
  };
}

function eventSchema(): Json {
  return {
    type: 'object',
    description: 'One change of one record, exactly as stored in the outbox.',
    required: ['id', 'type', 'occurred_at', 'company_id', 'actor', 'record', 'data'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'The event id (`webhook-id`).' },
      type: {
        type: 'string',
        description: '`<controller>.<created|updated|deleted>`, such as `document.updated`.',
        examples: ['document.updated'],
      },
      occurred_at: { type: 'string', format: 'date-time', description: 'ISO 8601 in UTC.' },
      company_id: { type: 'integer', description: 'The company the change belongs to.' },
      actor: {
        type: 'object',
        description: 'Who made the change: the user, and the API key used (null for the CLI).',
        properties: {
          user_id: { type: ['integer', 'null'] },
          key_id: { type: ['integer', 'null'] },
        },
      },
      record: {
        type: 'object',
        required: ['type', 'id'],
        properties: { type: { type: 'string' }, id: { type: 'integer' } },
      },
      etag: { type: 'string', description: 'The record’s ETag after the change.' },
      changes: {
        type: 'object',
        description: 'On update only: field → `[old, new]` for each changed field.',
        additionalProperties: { type: 'array', items: {}, minItems: 2, maxItems: 2 },
      },
      data: {
        type: 'object',
        description:
          'The record as its company’s admin views it with default headers, date-times in ISO 8601 UTC (for a delete: its last state). Never secrets or key material.',
      },
    },
  };
}
