import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Dependencies point inward (docs/architecture.md): only the Koa package and the apps import Koa,
// only storage adapters import MikroORM and database drivers, only the S3 file store the AWS SDK.
const koaImports = {
  group: ['koa', 'koa-*', '@koa/*'],
  message: 'Only packages/koa and apps/ may import Koa.',
};
const ormImports = {
  group: ['@mikro-orm/*', 'kysely', 'better-sqlite3', 'pg', 'mysql2'],
  message: 'Only packages/storage-* may import MikroORM and database drivers.',
};

const awsImports = {
  group: ['@aws-sdk/*', '@smithy/*'],
  message: 'Only packages/file-store-s3 may import the AWS SDK (embedders without S3 carry none).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'Buffer',
          'fetch',
          'setTimeout',
          'setInterval',
          'clearInterval',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      // A promise nobody awaits loses its rejection; one passed where a callback returns nothing
      // (an event handler, a timer) does too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'packages/core/**',
      'packages/access/**',
      'packages/shape/**',
      'packages/docx/**',
      'packages/testing/src/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [koaImports, ormImports, awsImports] }],
    },
  },
  {
    files: ['packages/koa/src/**', 'apps/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ormImports, awsImports] }] },
  },
  {
    files: ['packages/storage-*/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [koaImports, awsImports] }] },
  },
  {
    files: ['packages/file-store-s3/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [koaImports, ormImports] }] },
  },
  // docs/architecture.md, "Size": a function longer than a screen, or a file past 400 lines, is the
  // signal to shape it. Generated tables (zone abbreviations) are the one exception.
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/shape/src/zone-abbreviations.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
