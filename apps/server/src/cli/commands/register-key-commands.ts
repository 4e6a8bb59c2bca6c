import type { Command } from 'commander';
import { createAdminTasks } from '../../create-admin-tasks.js';
import type { CliContext } from '../cli-context.js';
import { UsageError } from '../usage-error.js';

interface KeyCreateOptions {
  readonly username: string;
  readonly company?: string;
  readonly expires?: string;
  readonly json?: boolean;
}

/** Adds `recordgate key create` and `recordgate key revoke`. */
export function registerKeyCommands(program: Command, context: CliContext): void {
  const key = program.command('key').description('Manage API keys.');
  key
    .command('create')
    .description('Create an API key for a user; the key is shown once.')
    .requiredOption('--username <name>', 'the user the key belongs to')
    .option('--company <name>', "the user's company (needed when several companies have the name)")
    .option('--expires <iso>', 'expiry as an ISO 8601 date-time')
    .option('--json', 'print the result as JSON')
    .action(async (options: KeyCreateOptions) => {
      const expiresAt = options.expires === undefined ? undefined : parseExpiry(options.expires);
      const created = await context.withStorage(async (storage) => {
        const tasks = createAdminTasks(storage, context.types);
        const owner = await tasks.findUser(options);
        if (!owner) {
          const where = options.company === undefined ? '' : ` in ${options.company}`;
          throw new UsageError(`There is no user named "${options.username}"${where}.`);
        }
        return tasks.keys.create({ userId: owner.id as number, expiresAt });
      });
      context.print(
        !!options.json,
        { key: created.key, id: created.id },
        `Created key ${created.id} for ${options.username}${expiresAt ? `, valid until ${expiresAt.toISOString()}` : ''}. It is shown only now:\n${created.key}`,
      );
    });
  key
    .command('revoke')
    .description('Revoke an API key at once.')
    .requiredOption('--id <id>', 'the key id printed by key create')
    .action(async (options: { id: string }) => {
      if (!/^\d+$/.test(options.id))
        throw new UsageError(`--id must be a key id (an integer), not "${options.id}".`);
      const id = Number(options.id);
      const { revokedAt, changed } = await context.withStorage((storage) =>
        createAdminTasks(storage, context.types).keys.revoke({ id }),
      );
      // A revoked key stays as it was: its revocation time and the one key-revoked audit event.
      context.io.out(
        changed
          ? `Revoked key ${id}.\n`
          : `Key ${id} was revoked already, at ${revokedAt.toISOString()}; nothing changed.\n`,
      );
    });
}

function parseExpiry(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(
      `--expires must be an ISO 8601 date-time such as 2027-01-31T00:00:00Z, not "${value}".`,
    );
  }
  return date;
}
