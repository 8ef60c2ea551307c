/** The real entry point (src/main.ts) as a child process, for tests of start-up and shutdown. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_SITE_DIR } from './site';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * No built site unless a test gives one: the checkout's packages/web/dist may be built from any site
 * folder (the owner's, or the fixture for the browser tests), and a server refuses to serve pages made
 * from another folder than its own.
 */
const NO_BUILT_SITE = path.join(serverRoot, 'no-built-site');

export interface ChildServer {
  process: ChildProcessWithoutNullStreams;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string | undefined>): ChildServer {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SITE_DIR: FIXTURE_SITE_DIR,
      PUBLIC_DIR: NO_BUILT_SITE,
      ...env,
    },
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForLine = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((candidate) => pattern.test(candidate));
        if (line === undefined) return false;
        cleanup();
        resolve(line);
        return true;
      };
      const onExit = () => {
        if (!check()) {
          cleanup();
          reject(new Error(`server exited before printing ${pattern}: ${err || out}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms: ${err || out}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        child.stdout.off('data', check);
        child.off('exit', onExit);
      };
      if (check()) return;
      child.stdout.on('data', check);
      child.on('exit', onExit);
    });

  return { process: child, stdout: () => out, stderr: () => err, waitForLine, exited };
}

/** The port from the "listening" log line. */
export async function listeningPort(child: ChildServer): Promise<number> {
  const line = await child.waitForLine(/Leadline listening on/);
  const { url } = JSON.parse(line) as { url: string };
  return Number(new URL(url).port);
}
