import type { Command } from 'commander';
import { recordTypesJsonSchema } from '../../record-types-file/record-types-file-schema.js';
import type { CliContext } from '../cli-context.js';

/** Adds `recordgate types schema`: the JSON Schema of a record-types file (RECORD_TYPES, `--types`). */
export function registerTypesCommands(program: Command, context: CliContext): void {
  const types = program.command('types').description('Record types declared in a JSON file.');
  types
    .command('schema')
    .description('Print the JSON Schema of a record-types file (RECORD_TYPES, --types).')
    .action(() => {
      context.io.out(`${JSON.stringify(recordTypesJsonSchema(), null, 2)}\n`);
    });
}
