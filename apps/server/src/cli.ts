import { Command, CommanderError, Option } from 'commander';
import {
  createTypeRegistry,
  defaultRecordTypes,
  isRecordError,
  type StorageAdapter,
} from '@recordgate/core';
import { createMikroOrmStorage, parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import { createProgress } from './create-progress.js';
import { runDoctor } from './run-doctor.js';
import { createAdminTasks } from './admin-tasks.js';
import { loadConfig, type ConfigOverrides, type ServerConfig } from './load-config.js';
import { seedDemo, type DemoUser } from './seed-demo.js';
import { isServeWorker, leaveCluster, serveClusterMetrics, serveWorkers } from './serve-workers.js';
import { startServer } from './start-server.js';

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
}

/** What `serve` hands to {@link CliIo.onServe}: one server, or the primary of its workers. */
export interface Serving {
  /** The address it listens on, `http://host:port`. */
  readonly url: string;
  /** Lets in-flight requests finish, then stops. */
  close(): Promise<void>;
}

/**
 * Runs the `recordgate` command line (decisions.md, "Command line") and returns the exit code.
 * Errors are written to `io.err` with a non-zero code; nothing throws.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const types = createTypeRegistry(defaultRecordTypes);
  // The config file comes from --config (a global option) or RECORDGATE_CONFIG.
  const configOf = (flags: ConfigOverrides = {}): ServerConfig =>
    loadConfig(io.env, { ...flags, config: program.opts<{ config?: string }>().config });
  const openStorage = async ({ migrate = true } = {}): Promise<StorageAdapter> => {
    const storage = await createMikroOrmStorage({ url: configOf().databaseUrl, types });
    if (migrate) await storage.migrate();
    return storage;
  };
  const withStorage = async <T>(work: (storage: StorageAdapter) => Promise<T>): Promise<T> => {
    const storage = await openStorage();
    try {
      return await work(storage);
    } finally {
      await storage.close();
    }
  };
  const print = (json: boolean, value: unknown, text: string) =>
    io.out(json ? `${JSON.stringify(value)}\n` : `${text}\n`);
  let keepRunning: Promise<void> | undefined;

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

  program
    .command('serve')
    .description('Serve the interface (brings the schema up to date first).')
    .option('--port <port>', 'port to listen on (env PORT, default 8080)')
    .option('--host <host>', 'address to bind (env HOST, default 127.0.0.1)')
    .option('--demo', 'seed the demo data set into an empty database first and print the demo keys')
    .option('--workers <n>', 'worker processes (env WORKERS, default: one per core)')
    .action(async (options: { port?: string; host?: string; demo?: boolean; workers?: string }) => {
      const config = configOf(options);
      if (isServeWorker()) {
        // A worker of `serve --workers N`: the primary has brought the schema up to date and seeded.
        const running = await startServer(config, {
          storage: await openStorage({ migrate: false }),
          logDestination: { write: (line) => io.out(line) },
        });
        io.onServe?.(running);
        keepRunning = new Promise<void>((resolve) => running.server.on('close', () => resolve()));
        keepRunning = keepRunning.then(leaveCluster);
        return;
      }
      const storage = await openStorage();
      if (options.demo) {
        const result = await seedDemo({
          storage,
          types,
          onProgress: createProgress(io, 'Seeding demo documents'),
        });
        io.out(demoBanner(result.users, config.publicUrl, result.seeded));
      }
      if (io.canFork && config.workers > 1) {
        await storage.close();
        const workers = await serveWorkers({
          workers: config.workers,
          log: (line) => io.err(`recordgate: ${line}\n`),
        });
        const host = config.host.includes(':') ? `[${config.host}]` : config.host;
        const url = `http://${host}:${workers.port}`;
        const metricsServer =
          config.metricsPort === undefined
            ? undefined
            : await serveClusterMetrics(config.metricsPort, config.metricsHost);
        const metricsAddress = metricsServer?.address();
        const metricsUrl =
          metricsAddress && typeof metricsAddress === 'object'
            ? `http://${config.metricsHost}:${metricsAddress.port}`
            : undefined;
        io.out(
          `RecordGate listening on ${url} with ${config.workers} workers (public URL ${config.publicUrl}, database ${parseDatabaseUrl(config.databaseUrl).display}${metricsUrl ? `, metrics ${metricsUrl}/metrics` : ''})\n`,
        );
        io.onServe?.({
          url,
          close: async () => {
            await workers.stop();
            metricsServer?.close();
          },
        });
        keepRunning = workers.stopped.then(() => {
          metricsServer?.close();
        });
        return;
      }
      const running = await startServer(config, {
        storage,
        logDestination: { write: (line) => io.out(line) },
      });
      io.out(
        `RecordGate listening on ${running.url} (public URL ${config.publicUrl}, database ${parseDatabaseUrl(config.databaseUrl).display}${running.metricsUrl ? `, metrics ${running.metricsUrl}/metrics` : ''})\n`,
      );
      io.onServe?.(running);
      keepRunning = new Promise<void>((resolve) => running.server.on('close', () => resolve()));
    });

  program
    .command('migrate')
    .description('Bring the database schema up to date with the record types.')
    .action(async () => {
      const storage = await createMikroOrmStorage({ url: configOf().databaseUrl, types });
      try {
        const { applied } = await storage.migrate();
        io.out(
          applied.length === 0
            ? 'The schema is up to date.\n'
            : `Applied ${applied.length} schema changes.\n`,
        );
      } finally {
        await storage.close();
      }
    });

  const company = program.command('company').description('Manage companies (tenants).');
  company
    .command('create')
    .description('Create a company.')
    .requiredOption('--name <name>', 'company name (unique)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { name: string; json?: boolean }) => {
      const created = await withStorage((storage) =>
        createAdminTasks(storage, types).createCompany({ name: options.name }),
      );
      print(
        !!options.json,
        { id: created.id, name: created.name },
        `Created company ${String(created.name)} (id ${String(created.id)}).`,
      );
    });

  const user = program.command('user').description('Manage users.');
  user
    .command('create')
    .description('Create a user in a company.')
    .requiredOption('--username <name>', 'login name (unique)')
    .requiredOption('--company <name>', 'name of the company the user belongs to')
    .addOption(new Option('--role <role>', 'role').choices(['admin', 'member']).default('member'))
    .option('--email <email>', 'email address')
    .option('--name <name>', 'display name')
    .option('--json', 'print the result as JSON')
    .action(
      async (options: {
        username: string;
        company: string;
        role: string;
        email?: string;
        name?: string;
        json?: boolean;
      }) => {
        const { user: created, company: home } = await withStorage((storage) =>
          createAdminTasks(storage, types).createUser(options),
        );
        print(
          !!options.json,
          { id: created.id, username: created.username, company: home.name, role: created.role },
          `Created ${String(created.role)} ${String(created.username)} in ${String(home.name)} (id ${String(created.id)}).`,
        );
      },
    );

  const key = program.command('key').description('Manage API keys.');
  key
    .command('create')
    .description('Create an API key for a user; the key is shown once.')
    .requiredOption('--username <name>', 'the user the key belongs to')
    .option('--expires <iso>', 'expiry as an ISO 8601 date-time')
    .option('--json', 'print the result as JSON')
    .action(async (options: { username: string; expires?: string; json?: boolean }) => {
      const expiresAt = options.expires === undefined ? undefined : parseExpiry(options.expires);
      const created = await withStorage(async (storage) => {
        const tasks = createAdminTasks(storage, types);
        const owner = await tasks.findUser(options.username);
        if (!owner) throw new UsageError(`There is no user named "${options.username}".`);
        return tasks.keys.create({ userId: owner.id as number, expiresAt });
      });
      print(
        !!options.json,
        { key: created.key, id: created.id },
        `Created key ${created.id} for ${options.username}${expiresAt ? `, valid until ${expiresAt.toISOString()}` : ''}. It is shown only now:\n${created.key}`,
      );
    });
  key
    .command('revoke')
    .description('Revoke an API key at once.')
    .requiredOption('--id <id>', 'the key id printed by key create')
    .action(async (options: { id: string }) => {
      if (!/^\d+$/.test(options.id))
        throw new UsageError(`--id must be a key id (an integer), not "${options.id}".`);
      await withStorage((storage) =>
        createAdminTasks(storage, types).keys.revoke({ id: Number(options.id) }),
      );
      io.out(`Revoked key ${options.id}.\n`);
    });

  const seed = program.command('seed').description('Load data sets.');
  seed
    .command('demo')
    .description('Load the demo data set and print the demo users and their keys.')
    .option('--documents <n>', 'number of documents', '50')
    .option('--json', 'print the users and keys as JSON')
    .action(async (options: { documents: string; json?: boolean }) => {
      if (!/^\d+$/.test(options.documents))
        throw new UsageError(`--documents must be a number, not "${options.documents}".`);
      const result = await withStorage((storage) =>
        seedDemo({
          storage,
          types,
          documents: Number(options.documents),
          onProgress: createProgress(io, 'Seeding demo documents'),
        }),
      );
      if (!result.seeded)
        io.err('The demo data exists already; minted fresh keys for the demo users.\n');
      if (options.json) io.out(`${JSON.stringify({ users: result.users })}\n`);
      else io.out(demoBanner(result.users, configOf().publicUrl, result.seeded));
    });

  program
    .command('doctor')
    .description(
      'Check the configuration and the database; prints one line per problem and exits non-zero when there is one.',
    )
    .action(async () => {
      const { problems, passed } = await runDoctor({
        env: io.env,
        configFile: program.opts<{ config?: string }>().config,
        types,
      });
      for (const line of passed) io.out(`ok: ${line}\n`);
      for (const problem of problems) io.out(`problem: ${problem}\n`);
      if (problems.length > 0) throw new DoctorFailed(problems.length);
      io.out('No problems found.\n');
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    if (keepRunning) await keepRunning;
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its own message (usage errors) or the help text.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof DoctorFailed) {
      io.err(`recordgate: ${error.message}\n`);
      return 1;
    }
    if (error instanceof UsageError || isRecordError(error)) {
      io.err(`recordgate: ${error.message}\n`);
      return 1;
    }
    io.err(`recordgate: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** A mistake in the command line, reported without a stack trace. */
class UsageError extends Error {}

/** `doctor` found problems (already printed). */
class DoctorFailed extends Error {
  constructor(count: number) {
    super(`doctor found ${count} problem${count === 1 ? '' : 's'}.`);
  }
}

function parseExpiry(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(
      `--expires must be an ISO 8601 date-time such as 2027-01-31T00:00:00Z, not "${value}".`,
    );
  }
  return date;
}

function demoBanner(users: readonly DemoUser[], publicUrl: string, seeded: boolean): string {
  const lines = [
    seeded
      ? 'Demo data seeded. Demo users and their API keys (shown once):'
      : 'Fresh API keys for the demo users (shown once):',
    ...users.map(
      (u) => `  ${u.username.padEnd(6)} ${u.role.padEnd(7)} ${u.company.padEnd(10)} ${u.key}`,
    ),
    '',
    'Try:',
    `  curl -H "Authorization: Bearer ${users[0]?.key ?? '<key>'}" ${publicUrl}/document/api/default`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
