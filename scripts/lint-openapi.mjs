// Lints the OpenAPI document the server serves at /openapi.json with Redocly's and Spectral's
// recommended rulesets (redocly.yaml, .spectral.yaml): the document of the server's record types (the
// default ones and the webhook types) is
// generated from the built packages into a temporary file, and both linters must report no error.
// Their warnings, and why they stay, are listed in docs/api.md ("Lint warnings").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { createOpenApiDocument } from '@recordgate/koa';
import { createSecretBox, createWebhookTypes } from '@recordgate/webhooks';

const directory = mkdtempSync(join(tmpdir(), 'recordgate-openapi-'));
const file = join(directory, 'openapi.json');
try {
  const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets: createSecretBox() })];
  const document = createOpenApiDocument({ types: createTypeRegistry(types) });
  writeFileSync(file, JSON.stringify(document, null, 2));
  // No usage reports or update checks from Redocly: the lint runs offline, in CI too.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' }).status;
  const redocly = run('redocly', ['lint', '--config', 'redocly.yaml', file]);
  const spectral = run('spectral', [
    'lint',
    '--ruleset',
    '.spectral.yaml',
    '--fail-severity',
    'error',
    file,
  ]);
  if (redocly !== 0 || spectral !== 0) {
    console.error('lint-openapi: the OpenAPI document has errors (see above).');
    process.exitCode = 1;
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
