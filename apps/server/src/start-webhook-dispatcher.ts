import cluster from 'node:cluster';
import type { StorageAdapter } from '@recordgate/core';
import { createSecretBox, createWebhookDispatcher } from '@recordgate/webhooks';
import type { Logger } from 'pino';
import type { ServerConfig } from './config/server-config-schema.js';

/** The message a worker sends its primary after a commit, and the primary relays to the dispatcher. */
const EVENTS_COMMITTED = 'recordgate:events-committed';

/** The environment variable that marks the one worker of a primary that runs the dispatcher. */
export const DISPATCHER_WORKER_ENV = 'RECORDGATE_DISPATCHER';

/** The webhook dispatcher of a process, or the relay to it, and how to stop it. */
export interface NodeDispatcher {
  /** The record service's `onCommitted`: wakes the dispatcher of this node. */
  readonly onCommitted: () => void;
  readonly stop: () => Promise<void>;
}

/**
 * The webhook dispatcher of this node (docs/events.md, "Where deliveries run"): a server alone runs it
 * itself; under `serve --workers N` the worker the primary marked (the first, and whoever replaces
 * it) runs it, and the other workers send their commits' wake-ups through the primary.
 */
export function startWebhookDispatcher(
  config: ServerConfig,
  storage: StorageAdapter,
  logger: Logger,
): NodeDispatcher {
  if (cluster.isWorker && process.env[DISPATCHER_WORKER_ENV] !== '1') {
    return {
      onCommitted: () => process.send?.({ type: EVENTS_COMMITTED }),
      stop: async () => {},
    };
  }
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
    onError: (error) => logger.error({ error }, 'webhook dispatcher: a pass failed; retrying'),
  });
  const relayed = (message: { type?: string }) => {
    if (message?.type === EVENTS_COMMITTED) dispatcher.wake();
  };
  if (cluster.isWorker) process.on('message', relayed);
  return {
    onCommitted: dispatcher.wake,
    async stop() {
      process.off('message', relayed);
      await dispatcher.stop();
    },
  };
}

/**
 * In the primary of `serve --workers N`: passes each worker's wake-up on to the dispatcher's worker.
 * `dispatcherWorker` names the current one (it changes when that worker is replaced).
 */
export function relayEventWakeUps(
  dispatcherWorker: () => { send(message: unknown): boolean } | undefined,
): void {
  cluster.on('message', (_worker, message: { type?: string }) => {
    if (message?.type === EVENTS_COMMITTED) dispatcherWorker()?.send(message);
  });
}
