import { z } from 'zod';
import type { Setting } from './setting.js';
import { SETTING_LIST } from './server-config-schema.js';

/**
 * The table of settings in docs/configuration.md, made from the settings table in the code: one row per
 * setting with its variable, its default and what it does, with columns padded as Prettier pads them.
 * A test keeps the page equal to it; `npm run docs:configuration -w @recordgate/server` writes it.
 */
export function renderSettingsTable(): string {
  const rows = [
    ['variable', 'default', 'meaning'],
    ...SETTING_LIST.map(({ setting }) => [
      `\`${setting.name}\``,
      shownDefaultOf(setting),
      setting.description,
    ]),
  ];
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => [...row[column]!].length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)]
    .map((text) => `${text}\n`)
    .join('');
}

/** The default of a setting as the page shows it: its own text, the schema's default, or "unset". */
function shownDefaultOf(setting: Setting): string {
  if (setting.shownDefault !== undefined) return setting.shownDefault;
  const { schema } = setting;
  return schema instanceof z.ZodPrefault ? `\`${String(schema.def.defaultValue)}\`` : 'unset';
}
