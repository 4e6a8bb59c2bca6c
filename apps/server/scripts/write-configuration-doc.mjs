// Writes the table of settings in docs/configuration.md from the settings table in the code (run
// `npm run build` first): `npm run docs:configuration -w @recordgate/server`. A test fails while the
// page and the code differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderSettingsTable } from '../dist/index.js';

const page = new URL('../../../docs/configuration.md', import.meta.url);
const lines = readFileSync(page, 'utf8').split('\n');
const start = lines.findIndex((line) => line.startsWith('| variable '));
if (start === -1) throw new Error('docs/configuration.md has no table starting with "| variable".');
let end = start;
while (lines[end]?.startsWith('|')) end++;
const table = renderSettingsTable().trimEnd().split('\n');
lines.splice(start, end - start, ...table);
writeFileSync(page, lines.join('\n'));
