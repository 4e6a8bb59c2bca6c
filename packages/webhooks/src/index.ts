// The public API of @recordgate/webhooks: the webhook record types, the SSRF guard, the secret box,
// Standard Webhooks signing, and the delivery dispatcher.

export { checkWebhookUrl, resolveHost, MAX_URL_LENGTH } from './check-webhook-url.js';
export type { CheckWebhookUrlOptions, RefusedHost, ResolveHost } from './check-webhook-url.js';
export { createSecretBox } from './create-secret-box.js';
export type { SecretBox } from './create-secret-box.js';
export {
  createWebhookTypes,
  CURSOR_TYPE,
  DELIVERY_TYPE,
  WEBHOOK_TYPE,
} from './create-webhook-types.js';
export type { WebhookTypesOptions } from './create-webhook-types.js';
export { formatEventPatterns, matchesEventPatterns, parseEventPatterns } from './event-patterns.js';
export type { EventPatterns } from './event-patterns.js';
export { isPublicAddress } from './is-public-address.js';
export { generateWebhookSecret, SECRET_PREFIX, signWebhook } from './sign-webhook.js';
export type { SignWebhookArgs } from './sign-webhook.js';
export { createWebhookDispatcher } from './create-webhook-dispatcher.js';
export type { WebhookDispatcher, WebhookDispatcherOptions } from './create-webhook-dispatcher.js';
export { deliverWebhook } from './deliver-webhook.js';
export type { DeliverWebhookArgs, DeliveryOutcome } from './deliver-webhook.js';
export { DEFAULT_RETRY_SCHEDULE, nextAttemptAt } from './retry-schedule.js';
export type { RetrySchedule } from './retry-schedule.js';
