import { createFilesystemFileStore, type FileStore } from '@recordgate/core';
import type { ServerConfig } from './config/server-config-schema.js';

/** The file store the configuration names: the server's and the CLI's (`files gc`) alike. */
export function openFileStore(config: Pick<ServerConfig, 'filesDirectory'>): FileStore {
  return createFilesystemFileStore({ directory: config.filesDirectory });
}
