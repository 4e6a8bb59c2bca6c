// The command-line options of a benchmark script: `parseArgs` of node:util, with an unknown or
// malformed option answered by what was wrong and the script's own description (the comment at its
// top, which says what it measures and how it is called) instead of a stack trace.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * `parseArgs(config)` for the script at `scriptUrl` (its `import.meta.url`); on an option it does not
 * take, prints the reason and the script's description to stderr and exits with 2.
 */
export function benchArgs(scriptUrl, config) {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!String(error?.code).startsWith('ERR_PARSE_ARGS')) throw error;
    process.stderr.write(`${error.message}\n\n${descriptionOf(fileURLToPath(scriptUrl))}\n`);
    process.exit(2);
  }
}

// The comment lines a script starts with, without their `//`.
function descriptionOf(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines
    .slice(0, end === -1 ? lines.length : end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}
