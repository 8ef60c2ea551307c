/**
 * The real, built server (packages/server/dist/main.js) in a child process: on a free port, with a
 * fresh embedded database in a temporary DATA_DIR and a snapshot of the built site as PUBLIC_DIR.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CLI_MAIN, FIXTURE_SITE_DIR, REPO_ROOT, SERVER_MAIN, WEB_DIST } from './paths';

export const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';

export interface Credentials {
  email: string;
  password: string;
}

/** A user of a given role (`leadline admin create --role`). */
export interface UserAccount extends Credentials {
  role: 'admin' | 'viewer';
}

export interface StartOptions {
  /** Created with the CLI before the server opens the database (the server then holds its lock). */
  admin?: Credentials;
  /** More users, created with the CLI after the admin (e.g. a viewer, who may not open the admin area). */
  users?: UserAccount[];
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** The built site to serve (a copy of it); default the web app's dist/. */
  site?: string;
}

export interface RunningLeadline {
  url: string;
  dataDir: string;
  /** Why the admin could not be created, when `admin` was asked for and the CLI failed. */
  adminError: string | undefined;
  /** Why each of `users` the CLI failed to create could not be created, by e-mail address. */
  userErrors: Record<string, string>;
  /** The server's log lines at level error or above (pino's JSON lines), for the report. */
  errorLogs(): string[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** `leadline admin create` on a data directory no server holds yet. */
function createAdmin(
  dataDir: string,
  { email, password }: Credentials,
  role: UserAccount['role'] = 'admin',
): string | undefined {
  const result = spawnSync(
    process.execPath,
    [CLI_MAIN, 'admin', 'create', '--email', email, '--role', role, '--password-stdin'],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, SITE_DIR: FIXTURE_SITE_DIR },
      input: `${password}\n`,
      encoding: 'utf8',
    },
  );
  if (result.status === 0) return undefined;
  return `leadline admin create failed (${result.status}): ${result.stderr || result.stdout}`;
}

async function waitForHealth(url: string, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited while starting:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within 60 s:\n${output()}`);
}

export async function startLeadline(options: StartOptions = {}): Promise<RunningLeadline> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server`);
  const site = options.site ?? WEB_DIST;
  if (!existsSync(path.join(site, 'index.html')))
    throw new Error(`${site}index.html is missing: build the web app`);

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-e2e-'));
  const dataDir = path.join(tempDir, 'data');
  const publicDir = path.join(tempDir, 'public');
  // A copy, so a rebuild during the run cannot change the pages under test.
  cpSync(site, publicDir, { recursive: true });

  const adminError = options.admin ? createAdmin(dataDir, options.admin) : undefined;
  const userErrors: Record<string, string> = {};
  for (const user of options.users ?? []) {
    const error = createAdmin(dataDir, user, user.role);
    if (error) userErrors[user.email] = error;
  }

  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      SESSION_SECRET,
      // The folder the tests' build was made from (support/site.ts).
      SITE_DIR: FIXTURE_SITE_DIR,
      LOG_LEVEL: 'warn',
      // Many forms are sent, and owner alerts set off, from one address during a run.
      FORM_RATE_LIMIT: '10000',
      ALERT_MAX_PER_HOUR: '10000',
      ALERT_MAX_PER_CLIENT: '10000',
      ANALYTICS_IP_RATE_LIMIT: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let serving = false;
  let stopping = false;
  // A server that goes away during its specs says why: its last output, which is otherwise kept
  // only for the error lines at the end (a spec's own server saw this once, unexplained). One that
  // never started says it in the error its start throws.
  child.once('exit', (code, signal) => {
    if (serving && !stopping)
      process.stderr.write(
        `[e2e] the server on port ${port} exited early (code ${code}, signal ${signal}):\n${output.slice(-4000)}\n`,
      );
  });

  const url = `http://127.0.0.1:${port}`;
  const removeTemp = () => rmSync(tempDir, { recursive: true, force: true });
  try {
    await waitForHealth(url, exited, () => output);
    serving = true;
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    removeTemp();
    throw error;
  }

  return {
    url,
    dataDir,
    adminError,
    userErrors,
    errorLogs: () =>
      output.split('\n').filter((line) => {
        try {
          return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
        } catch {
          return line.trim() !== '';
        }
      }),
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      removeTemp();
    },
  };
}
