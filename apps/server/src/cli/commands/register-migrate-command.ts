import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { reportIndexAdvice } from '../report-index-advice.js';

/** Adds `recordgate migrate`: brings the schema up to date and says whether it changed anything. */
export function registerMigrateCommand(program: Command, context: CliContext): void {
  program
    .command('migrate')
    .description('Bring the database schema up to date with the record types.')
    .action(async () => {
      const storage = await context.openStorage({ migrate: false });
      try {
        const { applied } = await storage.migrate();
        context.io.out(
          applied.length === 0
            ? 'The schema is up to date.\n'
            : `Applied ${applied.length} schema changes.\n`,
        );
        await reportIndexAdvice(storage, context.io.err);
      } finally {
        await storage.close();
      }
    });
}
