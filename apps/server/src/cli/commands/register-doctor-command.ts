import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';

/**
 * Adds `recordgate doctor`: one line per check passed, per problem and per advice; exit code 1 on a
 * problem (advice alone exits 0).
 */
export function registerDoctorCommand(program: Command, context: CliContext): void {
  program
    .command('doctor')
    .description(
      'Check the configuration and the database; prints one line per problem and exits non-zero when there is one.',
    )
    .action(async () => {
      // Loaded by this command only: its checks bring the NATS client, which `serve` may not need.
      const { runDoctor } = await import('../../doctor/run-doctor.js');
      const { problems, passed, advice } = await runDoctor({
        env: context.io.env,
        configFile: context.configFile(),
        typesFile: context.typesFile(),
      });
      for (const line of passed) context.io.out(`ok: ${line}\n`);
      for (const problem of problems) context.io.out(`problem: ${problem}\n`);
      for (const line of advice) context.io.out(`advice: ${line}\n`);
      if (problems.length > 0) throw new DoctorFailed(problems.length);
      context.io.out('No problems found.\n');
    });
}

/** `doctor` found problems (already printed). */
class DoctorFailed extends Error {
  constructor(count: number) {
    super(`doctor found ${count} problem${count === 1 ? '' : 's'}.`);
  }
}
