import { auditEventRecordType, where, type StorageAdapter } from '@recordgate/core';
import { DELIVERY_TYPE } from '@recordgate/webhooks';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// The start of year 1: a retention reaching further back (up to 999,999,999 days are accepted) keeps
// everything, and every database can compare a date-time with it.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');

/** Adds `recordgate audit prune`. */
export function registerAuditCommands(program: Command, context: CliContext): void {
  const audit = program.command('audit').description('Maintain the audit trail.');
  audit
    .command('prune')
    .description(
      'Remove audit events (and the change events they carry) and ended webhook deliveries older than AUDIT_RETENTION_DAYS.',
    )
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const days = context.configOf().auditRetentionDays;
      if (days === undefined) {
        context.print(
          !!options.json,
          { removed: 0, retentionDays: null },
          'AUDIT_RETENTION_DAYS is not set: audit events are kept forever, and nothing was removed. Set it (a number of days) to prune older ones.',
        );
        return;
      }
      const before = new Date(Math.max(Date.now() - days * DAY_MS, EARLIEST));
      const { events, deliveries } = await context.withStorage((storage) =>
        pruneBefore(storage, before),
      );
      const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
      context.print(
        !!options.json,
        {
          removed: events,
          removedDeliveries: deliveries,
          retentionDays: days,
          before: before.toISOString(),
        },
        `Removed ${count(events, 'audit event', 'audit events')} and ${count(deliveries, 'ended webhook delivery', 'ended webhook deliveries')} older than ${count(days, 'day', 'days')} (before ${before.toISOString()}).`,
      );
    });
}

/**
 * Removes the audit events before `before` and the webhook deliveries made before it that have
 * ended (delivered or failed): the delivery log is kept as long as the events it delivered. A
 * delivery still pending keeps its row; if its event is gone, its next attempt ends it as failed
 * ("no longer in the outbox") and a later prune removes it.
 */
async function pruneBefore(
  storage: StorageAdapter,
  before: Date,
): Promise<{ events: number; deliveries: number }> {
  const events = await storage.deleteMany({
    type: auditEventRecordType.name,
    filter: { op: 'lt', field: 'occurred_at', value: before },
  });
  const deliveries = await storage.deleteMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      { op: 'lt', field: 'created_at', value: before },
      where.in('status', ['delivered', 'failed']),
    ),
  });
  return { events, deliveries };
}
