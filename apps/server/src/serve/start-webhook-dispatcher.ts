import type { StorageAdapter } from '@recordgate/core';
import { createSecretBox, createWebhookDispatcher } from '@recordgate/webhooks';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/server-config-schema.js';
import { runsEventWork } from './serve-workers.js';

/** The webhook dispatcher of a node: woken after commits, stopped on shutdown. */
export interface NodeDispatcher {
  /** Looks at the outbox and the retry queue now rather than at the next poll. */
  readonly wake: () => void;
  readonly stop: () => Promise<void>;
}

/**
 * The webhook dispatcher of this node (docs/events.md, "Where deliveries run"), in the process that
 * runs the node's event work (`runsEventWork`): a server alone, or the one worker of
 * `serve --workers N` the primary marked; undefined in the other workers, whose commits reach it
 * through the primary (`commitSignalFor`). `onCommitted` is told of the dispatcher's own commits (a
 * webhook it deactivated), so that the node's other event work hears of their events at once.
 */
export function startWebhookDispatcher(
  config: ServerConfig,
  storage: StorageAdapter,
  logger: Logger,
  onCommitted?: () => void,
): NodeDispatcher | undefined {
  if (!runsEventWork()) return undefined;
  const { webhooks } = config;
  const dispatcher = createWebhookDispatcher({
    storage,
    secrets: createSecretBox(config.secretKey),
    allowPrivate: webhooks.allowPrivate,
    timeoutMs: webhooks.timeoutMs,
    retry: {
      firstMs: webhooks.retryFirstMs,
      maxIntervalMs: webhooks.retryMaxIntervalMs,
      forMs: webhooks.retryForMs,
    },
    pollMs: webhooks.pollMs,
    perWebhook: webhooks.perWebhook,
    // Once per outage, with its reason (no stack: the database away is no bug), and once at its end.
    onError: (error) =>
      logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'webhook dispatcher: its work fails (the database cannot be reached?); retrying every poll interval',
      ),
    onRecovered: (failedForMs) =>
      logger.info(
        { failedForMs: Math.round(failedForMs) },
        'webhook dispatcher: working again; deliveries resume',
      ),
    onCommitted,
  });
  return { wake: () => dispatcher.wake(), stop: () => dispatcher.stop() };
}
