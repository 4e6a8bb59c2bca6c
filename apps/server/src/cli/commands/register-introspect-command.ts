import type { Command } from 'commander';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { readDatabaseTables } from '@recordgate/storage-mikro-orm/schema';
import { recordTypesOfTables } from '../../introspect/record-types-of-tables.js';
import type { CliContext } from '../cli-context.js';

interface IntrospectOptions {
  readonly tables?: string;
  readonly stripPrefix?: string;
  readonly json?: boolean;
}

/**
 * Adds `recordgate introspect`: a record-types file for the tables of `DATABASE_URL`, read with
 * MikroORM's schema reader; the columns it cannot represent are listed on stderr.
 */
export function registerIntrospectCommand(program: Command, context: CliContext): void {
  program
    .command('introspect')
    .description(
      "Print a record-types file for the tables of DATABASE_URL (another application's database).",
    )
    .option('--tables <names>', 'only these tables, comma-separated')
    .option('--strip-prefix <prefix>', 'taken off table names before they become type names')
    .option('--json', 'print the file on one line')
    .action(async (options: IntrospectOptions) => {
      const { databaseUrl } = context.configOf();
      const storage = await createMikroOrmStorage({ url: databaseUrl, types: [] });
      let tables;
      try {
        tables = await readDatabaseTables(await storage.orm());
      } finally {
        await storage.close();
      }
      const { file, skipped, notes } = recordTypesOfTables(tables, {
        tables: options.tables?.split(',').map((t) => t.trim()),
        stripPrefix: options.stripPrefix,
      });
      for (const line of skipped) context.io.err(`left out: ${line}\n`);
      for (const line of notes) context.io.err(`check: ${line}\n`);
      context.io.out(`${JSON.stringify(file, null, options.json ? undefined : 2)}\n`);
    });
}
