import type { Command } from 'commander';
import { createAdminTasks } from '../../admin-tasks.js';
import type { CliContext } from '../cli-context.js';

/** Adds `recordgate company create`. */
export function registerCompanyCommands(program: Command, context: CliContext): void {
  const company = program.command('company').description('Manage companies (tenants).');
  company
    .command('create')
    .description('Create a company.')
    .requiredOption('--name <name>', 'company name (unique)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { name: string; json?: boolean }) => {
      const created = await context.withStorage((storage) =>
        createAdminTasks(storage, context.types).createCompany({ name: options.name }),
      );
      context.print(
        !!options.json,
        { id: created.id, name: created.name },
        `Created company ${String(created.name)} (id ${String(created.id)}).`,
      );
    });
}
