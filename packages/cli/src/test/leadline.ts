/** The CLI as a real process, on its TypeScript source, for the tests. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cliRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `leadline <args>` with only PATH and `env` in its environment, and `input` on its stdin. */
export function leadline(
  args: string[],
  env: Record<string, string | undefined>,
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/index.ts', ...args],
      { cwd: cliRoot, env: { PATH: process.env.PATH, ...env } },
    );
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
