/** The built server on a benchmark database, signed in as an admin, and request timing. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/connect';
import { createUser } from '../src/features/users/service';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface BenchServer {
  base: string;
  cookie: string;
  stop: () => void;
}

/** Starts dist/main.js (npm run build first) on `url` and signs a new admin in. */
export async function startBenchServer(url: string): Promise<BenchServer> {
  const db = await openDatabase({ databaseUrl: url, dataDir: '' });
  // A kept benchmark database (bench-admin's BENCH_DB) has the admin of its last run.
  await db.knex('users').where({ email: 'bench@example.com' }).del();
  await createUser(db.knex, {
    email: 'bench@example.com',
    password: 'bench password 123',
    role: 'admin',
  });
  await db.close();
  // BENCH_SERVER_DIST: another build's folder (a copy of dist), to time it on the same data.
  const dist = process.env.BENCH_SERVER_DIST ?? 'dist';
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(dist, 'main.js')], {
    cwd: path.join(root, 'packages/server'),
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve) => {
    let seen = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /"url":"(http:\/\/[^"]+)"/.exec(seen)?.[1];
      if (found) resolve(found.replace('localhost', '127.0.0.1'));
    });
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=bench%40example.com&password=bench+password+123',
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { base, cookie, stop: () => server.kill('SIGTERM') };
}

/** `requests` GETs of `urlPath` after 5 to warm up, one at a time: p50 and p95 in ms. */
export async function timeGets(
  { base, cookie }: BenchServer,
  urlPath: string,
  requests: number,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < requests + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${urlPath}`, { headers: { cookie } });
    await response.text();
    if (!response.ok) throw new Error(`${urlPath}: ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}
