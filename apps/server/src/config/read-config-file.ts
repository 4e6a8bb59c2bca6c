import { readFileSync } from 'node:fs';
import { SETTING_NAMES } from './server-config-schema.js';

/** Keys the config file also accepts for a setting, besides its name. */
const ALIASES: Readonly<Record<string, string>> = { recordTypes: 'RECORD_TYPES' };

/**
 * Reads the JSON config file at `path` (`--config` or `RECORDGATE_CONFIG`) into the texts of its
 * settings, by name. Each problem (unreadable, not JSON, not an object, an unknown name, a value that
 * is not a string, number or boolean) is added to `problems` as a line naming the file.
 */
export function readConfigFile(
  path: string | undefined,
  problems: string[],
): Record<string, string> {
  if (path === undefined || path === '') return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    problems.push(
      `The config file "${path}" (RECORDGATE_CONFIG or --config) cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push(`The config file "${path}" is not valid JSON: ${(error as Error).message}.`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(
      `The config file "${path}" must hold a JSON object of settings such as {"PORT": 8080}.`,
    );
    return {};
  }
  const settings: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = ALIASES[key] ?? key;
    if (!SETTING_NAMES.includes(name)) {
      problems.push(
        `The config file "${path}" has an unknown setting "${name}"; known settings: ${SETTING_NAMES.join(', ')}.`,
      );
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      settings[name] = String(value);
    } else {
      problems.push(`The config file "${path}": ${name} must be a string, number or boolean.`);
    }
  }
  return settings;
}
