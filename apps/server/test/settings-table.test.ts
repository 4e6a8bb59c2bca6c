import { readFileSync } from 'node:fs';
import { renderSettingsTable, SETTING_LIST, SETTING_NAMES } from '@recordgate/server';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

describe('the settings table', () => {
  it('is the table of docs/configuration.md: every setting with its variable, default and meaning', () => {
    const start = page.indexOf('| variable ');
    const end = page.indexOf('\n\n', start);
    expect(
      page.slice(start, end + 1),
      'docs/configuration.md differs from the settings table in apps/server/src/config/settings.ts: run "npm run build && npm run docs:configuration -w @recordgate/server"',
    ).toBe(renderSettingsTable());
  });

  it('names each setting once, and each has a default or may be left unset', () => {
    expect(new Set(SETTING_NAMES).size).toBe(SETTING_NAMES.length);
    for (const { setting } of SETTING_LIST) {
      expect(setting.schema.safeParse(undefined).success, setting.name).toBe(true);
      expect(setting.description, setting.name).not.toBe('');
    }
  });
});
