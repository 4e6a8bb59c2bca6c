import { z } from 'zod';
import { isSetting, type SettingEntry, type SettingsTable } from './setting.js';
import { httpUrl } from './setting-schemas.js';
import { SETTINGS } from './settings.js';

/**
 * Every setting in the order of {@link SETTINGS}, with the path of its field in {@link ServerConfig}.
 * (Passing the table here is also what checks that each of its entries is a `Setting`.)
 */
export const SETTING_LIST: readonly SettingEntry<ServerConfig>[] = listSettings(SETTINGS);

/** Every setting the server reads; the config file may hold exactly these names. */
export const SETTING_NAMES: readonly string[] = SETTING_LIST.map(({ setting }) => setting.name);

/**
 * The whole configuration as one zod schema: an object of the settings' texts (undefined when unset),
 * made of {@link SETTINGS}, plus the two rules that involve more than one setting.
 */
export const serverConfigSchema = z
  .object(shapeOf(SETTINGS))
  // Run even when other settings are wrong, so that every problem is named at once.
  .superRefine(checkAcrossSettings, { when: () => true })
  .transform(({ publicUrl, ...config }) => ({
    ...config,
    publicUrl: publicUrl ?? defaultPublicUrl(config.host, config.port),
  }));

/** The settings of a RecordGate server (docs/configuration.md), as {@link loadConfig} returns them. */
export type ServerConfig = z.output<typeof serverConfigSchema>;

type Parsed = z.output<z.ZodObject<ShapeOf<typeof SETTINGS>>>;

function checkAcrossSettings(parsed: Parsed, context: z.RefinementCtx<Parsed>): void {
  // A setting that failed holds its text here, not its value.
  const port = typeof parsed.port === 'number' ? parsed.port : 0;
  const { metricsPort } = parsed;
  if (typeof metricsPort === 'number' && metricsPort !== 0 && metricsPort === port) {
    context.addIssue({
      code: 'custom',
      path: ['metricsPort'],
      input: metricsPort,
      message: `must differ from PORT (both are ${port}).`,
    });
  }
  if (parsed.publicUrl === undefined && typeof parsed.host === 'string') {
    const derived = defaultPublicUrl(parsed.host, port);
    for (const issue of httpUrl.safeParse(derived).error?.issues ?? []) {
      context.addIssue({
        code: 'custom',
        path: ['publicUrl'],
        input: derived,
        message: issue.message,
      });
    }
  }
}

function defaultPublicUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Every setting of `table`, depth first, in the order the table lists them. */
function listSettings(
  table: SettingsTable<ServerConfig>,
  path: readonly string[] = [],
): SettingEntry<ServerConfig>[] {
  return Object.entries(table).flatMap(([field, entry]) =>
    isSetting(entry)
      ? [{ path: [...path, field], setting: entry }]
      : listSettings(entry, [...path, field]),
  );
}

/**
 * The zod shape of a settings table: one schema per field, a `z.object` per nested table. It looks at
 * nothing but `schema`, since `advice` takes the `ServerConfig` made from this very shape.
 */
type ShapeOf<T> = {
  -readonly [K in keyof T]: T[K] extends { readonly schema: infer Schema extends z.ZodType }
    ? Schema
    : z.ZodObject<ShapeOf<T[K]>>;
};

/** Builds the zod shape of a settings table (see {@link ShapeOf}). */
function shapeOf<T extends object>(table: T): ShapeOf<T> {
  return Object.fromEntries(
    Object.entries(table as SettingsTable<ServerConfig>).map(([field, entry]) => [
      field,
      isSetting(entry) ? entry.schema : z.object(shapeOf(entry)),
    ]),
  ) as ShapeOf<T>;
}
