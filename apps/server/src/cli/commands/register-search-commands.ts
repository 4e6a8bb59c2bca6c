import type { Command } from 'commander';
import { createFilesystemFileStore } from '@recordgate/core';
import { createRenderPool } from '@recordgate/docx';
import { createProgress } from '../../create-progress.js';
import { reindexSearch, typesToReindex } from '../../reindex-search.js';
import type { CliContext } from '../cli-context.js';
import { UsageError } from '../usage-error.js';

/** Adds `recordgate search reindex [--type T]`. */
export function registerSearchCommands(program: Command, context: CliContext): void {
  const search = program.command('search').description('Maintain the content-search index.');
  search
    .command('reindex')
    .description(
      'Rebuild the search index from the records and the text of their files (after an upgrade, a change of LANGUAGE, or changes another application made to its tables).',
    )
    .option('--type <type>', 'only this record type (default: every searchable type)')
    .action(async (options: { type?: string }) => {
      let types;
      try {
        types = typesToReindex(context.types, options.type);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const config = context.configOf();
      const pool = createRenderPool({
        timeoutMs: config.documents.renderTimeoutMs,
        memoryMb: config.documents.renderMemoryMb,
      });
      const progress = new Map(
        types.map((t) => [t.name, createProgress(context.io, `Indexing ${t.name} records`)]),
      );
      try {
        const indexed = await context.withStorage((storage) =>
          reindexSearch({
            storage,
            types,
            files: createFilesystemFileStore({ directory: config.filesDirectory }),
            pool,
            language: config.language,
            onProgress: (type, done, total) => progress.get(type.name)!(done, total),
            onDropped: (type, dropped) => {
              if (dropped > 0)
                context.io.out(
                  `Dropped ${dropped} ${type.name} records no longer in the table from the index.\n`,
                );
            },
            onUnreadable: (type, record, error) =>
              context.io.err(
                `${type.name} #${String(record.id)}: the text of its file could not be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); indexed by its fields.\n`,
              ),
          }),
        );
        for (const [type, n] of indexed) context.io.out(`Indexed ${n} ${type} records.\n`);
      } finally {
        await pool.close();
      }
    });
}
