import { createRequire } from 'node:module';

/**
 * The version of the RecordGate packages serving (they are released together, under one version):
 * `/health`, `recordgate_build_info` and the OpenAPI document show it. Read from this package's own
 * package.json, one folder above both `src/` and `dist/`.
 */
export const PACKAGE_VERSION = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;
