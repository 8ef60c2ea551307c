#!/usr/bin/env node
/** leadline: wires the commands; each lives in src/commands/. */
import { Command, CommanderError } from 'commander';
import { addAdminCommand } from './commands/admin';
import { addDbCommand } from './commands/db';
import { addExportCommand } from './commands/export';
import { addForgetCommands } from './commands/forget';
import { addScoresCommand } from './commands/scores';
import { addPurgeCommand } from './commands/purge';
import { addMailCommand, addOutboxCommand } from './commands/mail';
import { EXIT_OK, EXIT_USAGE, printError, type ExitCode } from './output';

let exitCode: ExitCode = EXIT_OK;

/** Runs a command's action, turning its outcome or failure into the exit code. */
async function run(action: () => Promise<ExitCode>): Promise<void> {
  try {
    exitCode = await action();
  } catch (error) {
    exitCode = printError(error);
  }
}

const program = new Command('leadline')
  .description(
    'Operate a Leadline installation: database, admins, exports, privacy requests, scores and mail.',
  )
  .version('0.1.0')
  .exitOverride()
  .showHelpAfterError();

addAdminCommand(program, run);
addDbCommand(program, run);
addScoresCommand(program, run);
addPurgeCommand(program, run);
addExportCommand(program, run);
addForgetCommands(program, run);
addMailCommand(program, run);
addOutboxCommand(program, run);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Commander reports help and --version as errors with exit code 0; real usage errors become 2.
  exitCode =
    error instanceof CommanderError
      ? error.exitCode === 0
        ? EXIT_OK
        : EXIT_USAGE
      : printError(error);
}
process.exitCode = exitCode;
