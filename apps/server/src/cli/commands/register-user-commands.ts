import { Option, type Command } from 'commander';
import { createAdminTasks } from '../../create-admin-tasks.js';
import type { CliContext } from '../cli-context.js';

/** Adds `recordgate user create`. */
export function registerUserCommands(program: Command, context: CliContext): void {
  const user = program.command('user').description('Manage users.');
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
          createAdminTasks(storage, context.types).createUser(options),
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
