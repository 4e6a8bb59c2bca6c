import { Command, CommanderError } from 'commander';
import { createCliContext } from './cli-context.js';
import { registerCompanyCommands } from './commands/register-company-commands.js';
import { registerDoctorCommand } from './commands/register-doctor-command.js';
import { registerFilesCommands } from './commands/register-files-commands.js';
import { registerAuditCommands } from './commands/register-audit-commands.js';
import { registerKeyCommands } from './commands/register-key-commands.js';
import { registerMigrateCommand } from './commands/register-migrate-command.js';
import { registerSearchCommands } from './commands/register-search-commands.js';
import { registerSeedCommands } from './commands/register-seed-commands.js';
import { registerServeCommand } from './commands/register-serve-command.js';
import { registerUserCommands } from './commands/register-user-commands.js';

/** Where the CLI writes; tests capture it. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (progress bars only there). */
  readonly interactive: boolean;
  /** Called by `serve` with what is serving; the CLI resolves once it has stopped. */
  readonly onServe?: (serving: Serving) => void;
  /**
   * Whether `serve --workers N` may fork worker processes (node:cluster re-runs the current command).
   * Only the `recordgate` binary sets it; a caller running the CLI in its own process always gets one.
   * @default false
   */
  readonly canFork?: boolean;
  /**
   * Where `serve` writes its JSON log lines. The binary gives pino's asynchronous destination on
   * stdout (a line costs no write system call on the request's path); the server flushes it when it
   * stops. @default `out`, a line at a time
   */
  readonly log?: { write(line: string): void };
}

/** What `serve` hands to {@link CliIo.onServe}: one server, or the primary of its workers. */
export interface Serving {
  /** The address it listens on, `http://host:port`. */
  readonly url: string;
  /** Lets in-flight requests finish, then stops. */
  close(): Promise<void>;
}

/**
 * Runs the `recordgate` command line (README.md, "The command line") and returns the exit code. Errors
 * are written to `io.err` with a non-zero code; nothing throws.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let running: Promise<void> | undefined;
  const program = new Command('recordgate')
    .description('RecordGate: the record-access server for document-management systems.')
    .option(
      '--config <file>',
      'JSON file of settings (names as the environment variables; env RECORDGATE_CONFIG)',
    )
    .addHelpText(
      'after',
      '\nSettings come from environment variables and an optional config file; see docs/configuration.md.\nRun "recordgate <command> --help" for the options of a command, "recordgate doctor" to check a setup.',
    )
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  const context = createCliContext({
    io,
    configFile: () => program.opts<{ config?: string }>().config,
    keepRunning: (until) => {
      running = until;
    },
  });
  for (const register of [
    registerServeCommand,
    registerMigrateCommand,
    registerCompanyCommands,
    registerUserCommands,
    registerKeyCommands,
    registerAuditCommands,
    registerSeedCommands,
    registerSearchCommands,
    registerFilesCommands,
    registerDoctorCommand,
  ])
    register(program, context);

  try {
    await program.parseAsync(argv, { from: 'user' });
    if (running) await running;
    return 0;
  } catch (error) {
    // Commander has printed its own message (usage errors) or the help text.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    io.err(`recordgate: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
