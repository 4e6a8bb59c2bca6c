import { countOf, onOrOff, secondsAsMs } from './setting-schemas.js';

/** The webhook settings of {@link SETTINGS} (`config.webhooks`): delivery, retries, the SSRF rule. */
export const WEBHOOK_SETTINGS = {
  allowPrivate: {
    name: 'WEBHOOK_ALLOW_PRIVATE',
    schema: onOrOff.prefault('false'),
    description:
      '`true`: webhooks may lead to loopback, private, link-local and other non-public addresses (tests, private networks); otherwise such URLs are 422 and never connected to ([events.md](events.md#webhooks))',
  },
  timeoutMs: {
    name: 'WEBHOOK_TIMEOUT',
    schema: secondsAsMs.prefault('10'),
    description:
      'seconds a receiver has to answer a delivery with a 2xx; later is a failed attempt',
  },
  retryFirstMs: {
    name: 'WEBHOOK_RETRY_FIRST',
    schema: secondsAsMs.prefault('5'),
    description:
      'seconds before the first retry of a failed delivery; each later wait doubles (±20% jitter)',
  },
  retryMaxIntervalMs: {
    name: 'WEBHOOK_RETRY_MAX_INTERVAL',
    schema: secondsAsMs.prefault('7200'),
    description: 'longest wait between two attempts of a delivery, seconds',
  },
  retryForMs: {
    name: 'WEBHOOK_RETRY_FOR',
    schema: secondsAsMs.prefault('86400'),
    description:
      'seconds after the first attempt that retries go on; then the delivery is `failed`, and a webhook that delivered nothing in that time is deactivated',
  },
  pollMs: {
    name: 'WEBHOOK_POLL_INTERVAL',
    schema: secondsAsMs.prefault('1'),
    description:
      'seconds between looks at the outbox and the retry queue when no write of this node woke the dispatcher (events of other nodes and of the CLI)',
  },
  perWebhook: {
    name: 'WEBHOOK_CONCURRENCY',
    schema: countOf('attempts').prefault('4'),
    description: 'deliveries one webhook may have in flight at once on each node',
  },
} as const;
