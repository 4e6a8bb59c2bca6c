import type { Command } from 'commander';
import {
  collectUnusedFiles,
  type CollectUnusedFilesResult,
  type FileStore,
} from '@recordgate/core';
import { openFileStore } from '../../open-file-store.js';
import { listRenditionStores } from '../../open-renditions.js';
import type { CliContext } from '../cli-context.js';
import type { ServerConfig } from '../../config/server-config-schema.js';
import { parseAge } from '../parse-age.js';
import { UsageError } from '../usage-error.js';

interface GcOptions {
  readonly olderThan: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
  readonly force?: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * The shortest age `files gc` accepts without `--force`: the longest a running server's write can take
 * between storing its file and committing its record (the client's whole request, then the database's
 * write timeout), and never below an hour (docs/operations.md, "Stored files").
 */
export function safeGcAgeMs(config: ServerConfig): number {
  return Math.max(HOUR_MS, config.timeouts.requestMs + config.databasePool.writeTimeoutMs);
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
    .option(
      '--force',
      'accept an age below the safe floor (for an installation whose servers are stopped)',
    )
    .option('--json', 'print the result as JSON')
    .action(async (options: GcOptions) => {
      const olderThanMs = parseAge(options.olderThan, '--older-than');
      const config = context.configOf();
      const floorMs = safeGcAgeMs(config);
      if (olderThanMs < floorMs && !options.force)
        throw new UsageError(
          `--older-than ${options.olderThan} is below the safe floor of ${floorMs / 1000}s: a running server's write may hold a file that no record names yet for up to REQUEST_TIMEOUT + DATABASE_WRITE_TIMEOUT (at least an hour), and gc would remove it. Give an age of at least ${Math.ceil(floorMs / 60_000)}m, or add --force when no server is running.`,
        );
      const dryRun = !!options.dryRun;
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
