import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilesystemFileStore, createMemoryFileStore } from '@recordgate/core';
import { describeFileStoreContract } from '@recordgate/testing';
import { afterAll } from 'vitest';

const folder = await mkdtemp(join(tmpdir(), 'recordgate-files-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describeFileStoreContract('filesystem', () => createFilesystemFileStore({ directory: folder }));
describeFileStoreContract('memory', () => createMemoryFileStore());
