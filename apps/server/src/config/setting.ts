import { z } from 'zod';

/** The flags that win over a setting; the keys of `ConfigOverrides`. */
export type SettingFlag = 'port' | 'host' | 'workers' | 'types';

/**
 * One setting of the server: the environment variable (and config-file key) it is read from, how its
 * text is checked and turned into its value, and what docs/configuration.md says about it.
 * `Config` is what {@link Setting.advice} is given: `ServerConfig`, which is made from the table of
 * settings itself, so it is a parameter here rather than an import.
 */
export interface Setting<Schema extends z.ZodType = z.ZodType, Config = never> {
  /** The environment variable, which is also the key in the config file. */
  readonly name: string;
  /**
   * Checks the text and turns it into the value; its messages follow the name (`must be …, not "x".`).
   * A default is the schema's `.prefault(text)`, parsed like a value that was set; a setting without
   * one is `.optional()`.
   */
  readonly schema: Schema;
  /** What it does, as the table of docs/configuration.md says it (Markdown). */
  readonly description: string;
  /**
   * The default as docs/configuration.md shows it (Markdown), when it is not the schema's default:
   * one computed at start-up, or a library's own.
   */
  readonly shownDefault?: string;
  /** The `serve` flag that wins over the environment and the file (`--port`). */
  readonly flag?: SettingFlag;
  /**
   * What `recordgate doctor` says about a valid but risky value, or undefined when there is nothing to
   * say. The server starts anyway.
   */
  readonly advice?: (config: Config) => string | undefined;
}

/** Settings by the field of `ServerConfig` they fill; a nested table fills a nested object. */
export interface SettingsTable<Config = never> {
  readonly [field: string]: Setting<z.ZodType, Config> | SettingsTable<Config>;
}

/** A setting and where its value goes in `ServerConfig`. */
export interface SettingEntry<Config = never> {
  /** The path of its field in `ServerConfig`, such as `['timeouts', 'headersMs']`. */
  readonly path: readonly string[];
  readonly setting: Setting<z.ZodType, Config>;
}

/** Whether a table entry is a setting rather than a nested table. */
export function isSetting<Config>(
  entry: Setting<z.ZodType, Config> | SettingsTable<Config>,
): entry is Setting<z.ZodType, Config> {
  return entry.schema instanceof z.ZodType;
}
