import { Command, CommanderError } from 'commander';
import { PACKAGE_VERSION } from '../package-version.js';
import { createCliContext } from './cli-context.js';
import type { CliIo } from './cli-io.js';
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

/**
 * Runs the `recordgate` command line (README.md, "The command line") and returns the exit code. Errors
 * are written to `io.err` with a non-zero code; nothing throws.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let running: Promise<void> | undefined;
  const program = new Command('recordgate')
    .description('RecordGate: the record-access server for document-management systems.')
    .version(PACKAGE_VERSION, '-V, --version', 'print the version and exit')
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
