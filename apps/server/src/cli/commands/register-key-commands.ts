import { createAdminTasks, type AdminKeyEntry } from '@recordgate/core';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { UsageError } from '../usage-error.js';

interface KeyCreateOptions {
  readonly username: string;
  readonly company?: string;
  readonly expires?: string;
  readonly json?: boolean;
}

/** Adds `recordgate key create`, `key list` and `key revoke`. */
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
      const created = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).createKey({ ...options, expiresAt }),
      );
      context.print(
        !!options.json,
        { key: created.key, id: created.id },
        `Created key ${created.id} (${created.prefix}…) for ${options.username}${expiresAt ? `, valid until ${expiresAt.toISOString()}` : ''}. It is shown only now:\n${created.key}`,
      );
    });
  key
    .command('list')
    .description('List the keys not revoked (never their secrets), of one user when given.')
    .option('--username <name>', 'only the keys of this user')
    .option('--company <name>', "the user's company (needed when several companies have the name)")
    .option('--json', 'print the result as JSON')
    .action(async (options: { username?: string; company?: string; json?: boolean }) => {
      const keys = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).listKeys(options),
      );
      context.print(!!options.json, keys, formatKeys(keys));
    });
  key
    .command('revoke')
    .description('Revoke an API key at once, named by its id or its prefix.')
    .option('--id <id>', 'the key id printed by key create and key list')
    .option(
      '--prefix <prefix>',
      'what the key starts with (rg_ and 16 hex digits), as key list shows',
    )
    .action(async (options: { id?: string; prefix?: string }) => {
      const { id, changed, revokedAt } = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).revokeKey(revokeTarget(options)),
      );
      // A revoked key stays as it was: its revocation time and the one key-revoked audit event.
      context.io.out(
        changed
          ? `Revoked key ${id}.\n`
          : `Key ${id} was revoked already, at ${revokedAt.toISOString()}; nothing changed.\n`,
      );
    });
}

function revokeTarget(options: { id?: string; prefix?: string }) {
  if ((options.id === undefined) === (options.prefix === undefined))
    throw new UsageError('Name the key with either --id ID or --prefix rg_…, one of them.');
  if (options.prefix !== undefined) return { prefix: options.prefix };
  if (!/^\d+$/.test(options.id!))
    throw new UsageError(`--id must be a key id (an integer), not "${options.id}".`);
  return { id: Number(options.id) };
}

function formatKeys(keys: readonly AdminKeyEntry[]): string {
  if (keys.length === 0) return 'No keys.';
  const day = (date: Date | null) => date?.toISOString() ?? '-';
  return [
    'ID\tPREFIX\tUSER\tCOMPANY\tCREATED\tEXPIRES\tLAST USED',
    ...keys.map((k) =>
      [k.id, k.prefix, k.username, k.company, day(k.createdAt), day(k.expiresAt), day(k.lastUsedAt)]
        .map(String)
        .join('\t'),
    ),
  ].join('\n');
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
