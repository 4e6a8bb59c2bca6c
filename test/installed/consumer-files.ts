import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The files of the host the installed packages are tried in: the code of docs/embedding.md,
// "Install from npm", as a newcomer copies it, and a file that pins the types a host relies on.

/** The TypeScript block of docs/embedding.md's "Install from npm", as it is. */
export function hostSource(root: string): string {
  const doc = readFileSync(join(root, 'docs', 'embedding.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Install from npm'));
  const code = /```ts\n([^]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 1)))?.[1];
  if (!code) throw new Error('docs/embedding.md, "Install from npm", has no ```ts block.');
  return code;
}

/**
 * Types the host relies on: `koa` is not a dependency of the host, its types come with
 * @recordgate/koa (whose declarations use them), and the admin tasks answer with their key.
 */
export const TYPES_SOURCE = `import type { StorageAdapter } from '@recordgate/core';
import { createAdminTasks } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import type Koa from 'koa';

export const app = (storage: StorageAdapter): Koa => createApp({ storage });
export const keyOf = async (storage: StorageAdapter): Promise<string> =>
  (await createAdminTasks({ storage }).createKey({ username: 'alice' })).key;
`;

const strict = {
  strict: true,
  target: 'es2023',
  lib: ['es2023'],
  types: ['node'],
  // As `tsc --init` writes it. Checking every library's declarations would report a clash between
  // @types/koa and the content-disposition that Express 5 brings, neither of them ours; our own
  // types still must resolve, or the host's calls on them fail.
  skipLibCheck: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
};
const files = ['host.ts', 'types.ts'];

/** tsconfig files by name: node16 emits the host, bundler only checks it. */
export const TSCONFIGS = {
  'tsconfig.node16.json': {
    compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16', outDir: 'out' },
    files,
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...strict, module: 'preserve', moduleResolution: 'bundler', noEmit: true },
    files,
  },
} as const;
