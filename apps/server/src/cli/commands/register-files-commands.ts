import type { Command } from 'commander';
import {
  collectUnusedFiles,
  type CollectUnusedFilesResult,
  type FileStore,
} from '@recordgate/core';
import { openFileStore } from '../../open-file-store.js';
import { listRenditionStores } from '../../open-renditions.js';
import type { CliContext } from '../cli-context.js';
import { parseAge } from '../parse-age.js';

interface GcOptions {
  readonly olderThan: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
}

/** Adds `recordgate files gc`. */
export function registerFilesCommands(program: Command, context: CliContext): void {
  const files = program.command('files').description('Manage the stored files.');
  files
    .command('gc')
    .description(
      'Remove stored files that no record refers to and that were stored longer ago than --older-than.',
    )
    .option(
      '--older-than <age>',
      'only files stored longer ago: 30m, 24h, 7d …; younger ones may belong to writes in flight',
      '24h',
    )
    .option('--dry-run', 'list what would be removed, remove nothing')
    .option('--json', 'print the result as JSON')
    .action(async (options: GcOptions) => {
      const olderThanMs = parseAge(options.olderThan, '--older-than');
      const dryRun = !!options.dryRun;
      const config = context.configOf();
      // The files, then the PDF renditions of each converter: a rendition is kept under its
      // source's key, so it goes when its source is no longer referenced.
      const stores = [openFileStore(config), ...(await listRenditionStores(config))];
      const results: CollectUnusedFilesResult[] = [];
      await context
        .withStorage(async (storage) => {
          for (const files of stores) {
            const args = { files, storage, types: context.types, olderThanMs, dryRun };
            results.push(await collectUnusedFiles(args));
          }
        })
        // An object store's client holds connections open.
        .finally(() => stores.forEach(closeStore));
      const result = mergeResults(results);
      context.print(
        !!options.json,
        {
          dryRun,
          olderThan: options.olderThan,
          cutoff: result.cutoff.toISOString(),
          removed: result.removed.map(({ key, size, storedAt }) => ({
            key,
            size,
            storedAt: storedAt.toISOString(),
          })),
          removedBytes: result.removedBytes,
          referenced: result.referenced,
          young: result.young,
        },
        describeResult(result, dryRun),
      );
    });
}

function closeStore(files: FileStore): void {
  if ('close' in files && typeof files.close === 'function') files.close();
}

// One result of the collections of the files and the renditions.
function mergeResults(results: readonly CollectUnusedFilesResult[]): CollectUnusedFilesResult {
  const [first] = results;
  return {
    cutoff: first!.cutoff,
    removed: results.flatMap((result) => result.removed),
    removedBytes: results.reduce((sum, result) => sum + result.removedBytes, 0),
    referenced: results.reduce((sum, result) => sum + result.referenced, 0),
    young: results.reduce((sum, result) => sum + result.young, 0),
  };
}

function describeResult(result: CollectUnusedFilesResult, dryRun: boolean): string {
  const { removed, removedBytes, referenced, young, cutoff } = result;
  const verb = dryRun ? 'Would remove' : 'Removed';
  const lines = [
    `${verb} ${removed.length} unused file${removed.length === 1 ? '' : 's'} (${removedBytes} bytes) stored before ${cutoff.toISOString()}; kept ${referenced} in use and ${young} younger.`,
    ...removed.map((file) => `  ${file.key}  ${file.size} bytes  ${file.storedAt.toISOString()}`),
  ];
  return lines.join('\n');
}
