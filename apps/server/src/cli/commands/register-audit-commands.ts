import { auditEventRecordType } from '@recordgate/core';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds `recordgate audit prune`. */
export function registerAuditCommands(program: Command, context: CliContext): void {
  const audit = program.command('audit').description('Maintain the audit trail.');
  audit
    .command('prune')
    .description(
      'Remove audit events (and the change events they carry) older than AUDIT_RETENTION_DAYS.',
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
      const before = new Date(Date.now() - days * DAY_MS);
      const removed = await context.withStorage((storage) =>
        storage.deleteMany({
          type: auditEventRecordType.name,
          filter: { op: 'lt', field: 'occurred_at', value: before },
        }),
      );
      context.print(
        !!options.json,
        { removed, retentionDays: days, before: before.toISOString() },
        `Removed ${removed} audit event${removed === 1 ? '' : 's'} older than ${days} day${days === 1 ? '' : 's'} (before ${before.toISOString()}).`,
      );
    });
}
