import { createAdminTasks, type AdminUserEntry } from '@recordgate/core';
import { Option, type Command } from 'commander';
import type { CliContext } from '../cli-context.js';

interface UserOptions {
  readonly username: string;
  readonly company?: string;
  readonly json?: boolean;
}

/** Adds `recordgate user create`, `user list`, `user disable` and `user enable`. */
export function registerUserCommands(program: Command, context: CliContext): void {
  const user = program.command('user').description('Manage users.');
  registerUserCreate(user, context);
  user
    .command('list')
    .description('List the users, of one company when given.')
    .option('--company <name>', 'only the users of this company')
    .option('--json', 'print the result as JSON')
    .action(async (options: { company?: string; json?: boolean }) => {
      const users = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).listUsers(options),
      );
      context.print(!!options.json, users, formatUsers(users));
    });
  withUserOptions(
    user
      .command('disable')
      .description(
        'Disable a user: every key of theirs is revoked and none of theirs works again.',
      ),
  ).action(async (options: UserOptions) => {
    const { user: disabled, revokedKeys } = await context.withStorage((storage) =>
      createAdminTasks({ storage, types: context.types }).disableUser(options),
    );
    context.print(
      !!options.json,
      { id: disabled.id, username: disabled.username, disabled: true, revokedKeys },
      `Disabled ${options.username} (id ${String(disabled.id)}); ${revokedKeys} key(s) revoked.`,
    );
  });
  withUserOptions(
    user
      .command('enable')
      .description('Enable a disabled user again; create a new key for them with key create.'),
  ).action(async (options: UserOptions) => {
    const { user: enabled } = await context.withStorage((storage) =>
      createAdminTasks({ storage, types: context.types }).enableUser(options),
    );
    context.print(
      !!options.json,
      { id: enabled.id, username: enabled.username, disabled: false },
      `Enabled ${options.username} (id ${String(enabled.id)}).`,
    );
  });
}

/** `recordgate user create`. */
function registerUserCreate(user: Command, context: CliContext): void {
  user
    .command('create')
    .description('Create a user in a company.')
    .requiredOption('--username <name>', 'login name (unique within the company)')
    .option(
      '--company <name>',
      'name of the company the user belongs to (required unless the installation is one tenant)',
    )
    .addOption(new Option('--role <role>', 'role').choices(['admin', 'member']).default('member'))
    .option('--email <email>', 'email address')
    .option('--name <name>', 'display name')
    .option('--json', 'print the result as JSON')
    .action(
      async (options: {
        username: string;
        company?: string;
        role: string;
        email?: string;
        name?: string;
        json?: boolean;
      }) => {
        const { user: created, company: home } = await context.withStorage((storage) =>
          createAdminTasks({ storage, types: context.types }).createUser(options),
        );
        const where = home ? ` in ${String(home.name)}` : '';
        context.print(
          !!options.json,
          {
            id: created.id,
            username: created.username,
            ...(home ? { company: home.name } : {}),
            role: created.role,
          },
          `Created ${String(created.role)} ${String(created.username)}${where} (id ${String(created.id)}).`,
        );
      },
    );
}

function withUserOptions(command: Command): Command {
  return command
    .requiredOption('--username <name>', 'the user')
    .option('--company <name>', "the user's company (needed when several companies have the name)")
    .option('--json', 'print the result as JSON');
}

function formatUsers(users: readonly AdminUserEntry[]): string {
  if (users.length === 0) return 'No users.';
  return [
    'ID\tUSERNAME\tCOMPANY\tROLE\tSTATE',
    ...users.map((u) =>
      [u.id, u.username, u.company, u.role, u.disabled ? 'disabled' : 'active'].join('\t'),
    ),
  ].join('\n');
}
