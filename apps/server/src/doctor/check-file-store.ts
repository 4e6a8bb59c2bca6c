import { createHash, randomUUID } from 'node:crypto';
import { accessSync, constants, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isRecordError } from '@recordgate/core';
import { describeFileStore, openFileStore, type FileStoreConfig } from '../open-file-store.js';

/** What {@link checkFileStore} found: one line per check passed and one per problem. */
export interface CheckFileStoreResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
}

/**
 * The file-store checks of `recordgate doctor`. Object storage: the bucket answers, and a probe object
 * (a few bytes under their own SHA-256, never a record's) is written, read back and deleted. The
 * filesystem: `FILES_DIRECTORY`, when it exists, is writable (nothing is written).
 */
export async function checkFileStore(config: FileStoreConfig): Promise<CheckFileStoreResult> {
  const where = describeFileStore(config);
  if (config.fileStoreUrl === undefined) {
    const directory = resolve(config.filesDirectory);
    if (!existsSync(directory))
      return { passed: [`files: ${directory} (created on the first upload)`], problems: [] };
    try {
      accessSync(directory, constants.W_OK);
      return { passed: [`files: ${directory}`], problems: [] };
    } catch {
      return {
        passed: [],
        problems: [`FILES_DIRECTORY: ${directory} is not writable by this user.`],
      };
    }
  }
  const files = openFileStore(config);
  const bytes = Buffer.from(`recordgate doctor probe ${randomUUID()}`);
  const key = createHash('sha256').update(bytes).digest('hex');
  let step = 'write';
  try {
    await files.put({ key, source: { bytes } });
    step = 'read';
    const opened = await files.open({ key });
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    if (!Buffer.concat(chunks).equals(bytes)) {
      return {
        passed: [],
        problems: [`FILE_STORE_URL: ${where}: a probe object written was not read back whole.`],
      };
    }
    step = 'delete';
    await files.remove({ key });
    return {
      passed: [`file store ${where}: write, read and delete of a probe object`],
      problems: [],
    };
  } catch (error) {
    const message = isRecordError(error)
      ? (error.operatorMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
    return {
      passed: [],
      problems: [`FILE_STORE_URL: ${where}: the probe's ${step} failed: ${message}`],
    };
  } finally {
    (files as { close?: () => void }).close?.();
  }
}
