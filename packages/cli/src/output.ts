/** The CLI's one error printer and its exit codes. */
import { ConfigError, DataDirLockedError } from '@leadline/server';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILURE | typeof EXIT_USAGE;

/** Known failures print one line; anything else also prints its stack, which is a bug to report. */
export function printError(error: unknown): ExitCode {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`leadline: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    console.error(`leadline: ${error.message}`);
  } else {
    console.error('leadline: unexpected error:', error);
  }
  return EXIT_FAILURE;
}
