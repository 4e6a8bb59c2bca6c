import type { Command } from 'commander';
import { createProgress } from '../../create-progress.js';
import { seedDemo } from '../../seed-demo.js';
import type { CliContext } from '../cli-context.js';
import { formatDemoBanner } from '../format-demo-banner.js';
import { UsageError } from '../usage-error.js';

/** Adds `recordgate seed demo`. */
export function registerSeedCommands(program: Command, context: CliContext): void {
  const seed = program.command('seed').description('Load data sets.');
  seed
    .command('demo')
    .description('Load the demo data set and print the demo users and their keys.')
    .option('--documents <n>', 'number of documents', '50')
    .option('--json', 'print the users and keys as JSON')
    .action(async (options: { documents: string; json?: boolean }) => {
      if (!/^\d+$/.test(options.documents))
        throw new UsageError(`--documents must be a number, not "${options.documents}".`);
      const result = await context.withStorage((storage) =>
        seedDemo({
          storage,
          types: context.types,
          documents: Number(options.documents),
          onProgress: createProgress(context.io, 'Seeding demo documents'),
        }),
      );
      const { io } = context;
      if (!result.seeded)
        io.err('The demo data exists already; minted fresh keys for the demo users.\n');
      if (options.json) io.out(`${JSON.stringify({ users: result.users })}\n`);
      else io.out(formatDemoBanner(result.users, context.configOf().publicUrl, result.seeded));
    });
}
