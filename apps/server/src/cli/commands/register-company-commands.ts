import type { Command } from 'commander';
import { createAdminTasks } from '@recordgate/core';
import type { CliContext } from '../cli-context.js';

/** Adds `recordgate company create` and `recordgate company rename`. */
export function registerCompanyCommands(program: Command, context: CliContext): void {
  const company = program.command('company').description('Manage companies (tenants).');
  company
    .command('create')
    .description('Create a company.')
    .requiredOption('--name <name>', 'company name (unique)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { name: string; json?: boolean }) => {
      const created = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).createCompany({ name: options.name }),
      );
      context.print(
        !!options.json,
        { id: created.id, name: created.name },
        `Created company ${String(created.name)} (id ${String(created.id)}).`,
      );
    });
  company
    .command('rename')
    .description('Rename a company (the API never does; company names stay unique).')
    .requiredOption('--name <name>', 'the current name')
    .requiredOption('--to <name>', 'the new name')
    .option('--json', 'print the result as JSON')
    .action(async (options: { name: string; to: string; json?: boolean }) => {
      const renamed = await context.withStorage((storage) =>
        createAdminTasks({ storage, types: context.types }).renameCompany(options),
      );
      context.print(
        !!options.json,
        { id: renamed.id, name: renamed.name },
        `Renamed company ${options.name} to ${String(renamed.name)} (id ${String(renamed.id)}).`,
      );
    });
}
