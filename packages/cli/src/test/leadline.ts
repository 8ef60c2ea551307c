/** The CLI as a real process, built from its TypeScript source once per run, for the tests. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { FIXTURE_SITE_DIR } from '../../../server/src/test/site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI bundled from its source (global-setup-cli.ts). */
    cliBundle: string;
  }
}

export const cliRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Node's arguments that run the CLI; `leadline <args>` is `node ...cliCommand() <args>`. */
export const cliCommand = (): string[] => [inject('cliBundle')];

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `leadline <args>` with only PATH, the tests' site folder (SITE_DIR, unless `env` names
 * another) and `env` in its environment, and `input` on its stdin.
 */
export function leadline(
  args: string[],
  env: Record<string, string | undefined>,
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cliCommand(), ...args], {
      cwd: cliRoot,
      env: { PATH: process.env.PATH, SITE_DIR: FIXTURE_SITE_DIR, ...env },
    });
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
