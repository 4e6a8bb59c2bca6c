import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SchemaAnswer, SchemaRequest } from './sqlite-schema-process.js';

// From src/ (tests) and from dist/ alike, the process runs the built
// dist/dialects/sqlite/sqlite-schema-process.js: Node runs plain JavaScript.
const SCHEMA_PROCESS = fileURLToPath(
  new URL('../../../dist/dialects/sqlite/sqlite-schema-process.js', import.meta.url),
);

/**
 * Updates the schema of the SQLite file `request.file` in a child process and returns the statements
 * applied; a failure is thrown as the child met it (its message and driver code), for the adapter's
 * error translation. MikroORM's modules, a good part of an idle server's resident memory, are loaded
 * there, never here (ADR 0025).
 */
export function updateSqliteSchemaApart(request: SchemaRequest): Promise<string[]> {
  if (!existsSync(SCHEMA_PROCESS)) {
    throw new Error(
      `The schema process ${SCHEMA_PROCESS} is missing: build @recordgate/storage-mikro-orm first.`,
    );
  }
  return new Promise((resolve, reject) => {
    // Not the parent's flags: a test runner's loader flags would make the child load
    // TypeScript sources it cannot run. Its output is the parent's error output, never its answer.
    const child = fork(SCHEMA_PROCESS, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answer: SchemaAnswer | undefined;
    child.once('message', (message) => (answer = message as SchemaAnswer));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answer) {
        reject(
          new Error(
            `The schema update process ended (${signal ?? `exit code ${code}`}) without an answer.`,
          ),
        );
      } else if ('error' in answer) {
        reject(Object.assign(new Error(answer.error.message), answer.error));
      } else {
        resolve(answer.applied);
      }
    });
    child.send(request);
  });
}
