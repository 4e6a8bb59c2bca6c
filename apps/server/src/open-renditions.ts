import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createFilesystemFileStore,
  type DocumentConverter,
  type FileStore,
} from '@recordgate/core';
import { createS3FileStore, listS3Folders, parseS3Url } from '@recordgate/file-store-s3';
import { createGotenbergConverter, createLibreOfficePool } from '@recordgate/renditions';
import type { ServerConfig } from './config/server-config-schema.js';
import type { FileStoreConfig } from './open-file-store.js';

/** The folder (or prefix) below the file store where renditions are kept, one sub-folder per converter. */
export const RENDITIONS_FOLDER = 'renditions';

/**
 * The converter the configuration names (docs/documents.md, "PDF renditions"): a Gotenberg-compatible
 * endpoint at `CONVERTER_URL`, else the local LibreOffice pool (`RENDITION_CONCURRENCY`,
 * `RENDITION_TIMEOUT`), which starts its processes on the first conversion.
 */
export function openConverter(config: Pick<ServerConfig, 'renditions'>): DocumentConverter {
  const { converterUrl, concurrency, timeoutMs } = config.renditions;
  if (converterUrl) return createGotenbergConverter({ url: converterUrl, timeoutMs });
  return createLibreOfficePool({ concurrency, timeoutMs });
}

/**
 * The store of the renditions one converter identity made (`namespace`): a folder `renditions/NS`
 * under `FILES_DIRECTORY`, or the prefix `PREFIX/renditions/NS/` in the bucket. The file store's own
 * listing never sees them (it lists only its `ab/abcd…` names).
 */
export function openRenditionStore(config: FileStoreConfig, namespace: string): FileStore {
  if (config.fileStoreUrl === undefined) {
    // Renditions came after the two-level layout: none was ever kept in it.
    return createFilesystemFileStore({
      directory: join(config.filesDirectory, RENDITIONS_FOLDER, namespace),
      legacyLayout: false,
    });
  }
  const { bucket, prefix } = parseS3Url(config.fileStoreUrl);
  return createS3FileStore({
    bucket,
    prefix: `${prefix}${RENDITIONS_FOLDER}/${namespace}/`,
    region: config.s3Region,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint } : {}),
  });
}

/**
 * The rendition stores of every converter that has kept renditions (one per folder or prefix below
 * `renditions/`), for `recordgate files gc`.
 */
export async function listRenditionStores(config: FileStoreConfig): Promise<FileStore[]> {
  let namespaces: string[];
  if (config.fileStoreUrl === undefined) {
    const entries = await readdir(join(config.filesDirectory, RENDITIONS_FOLDER), {
      withFileTypes: true,
    }).catch(() => []);
    namespaces = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } else {
    const { bucket, prefix } = parseS3Url(config.fileStoreUrl);
    namespaces = await listS3Folders({
      bucket,
      prefix: `${prefix}${RENDITIONS_FOLDER}/`,
      region: config.s3Region,
      ...(config.s3Endpoint ? { endpoint: config.s3Endpoint } : {}),
    });
  }
  return namespaces
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => openRenditionStore(config, name));
}
