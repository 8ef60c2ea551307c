/** The CLI's one error printer and its exit codes. */
import { ConfigError, DataDirLockedError, UserError } from '@leadline/server/operations';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILURE | typeof EXIT_USAGE;

/** Known failures print one line; anything else also prints its stack, which is a bug to report. */
export function printError(error: unknown): ExitCode {
  if (error instanceof UsageError) {
    console.error(`leadline: ${error.message}`);
    return EXIT_USAGE;
  }
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof UserError
  ) {
    console.error(`leadline: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    console.error(`leadline: ${error.message}`);
  } else {
    console.error('leadline: unexpected error:', error);
  }
  return EXIT_FAILURE;
}

/** A mistake in how the command was called: reported like commander's own, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
