import { createRequire } from 'node:module';

/** This package's version (`recordgate --version`), read from its package.json above `src/` and `dist/`. */
export const PACKAGE_VERSION = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;
