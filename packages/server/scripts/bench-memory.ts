/**
 * The server's memory through the phases of its life, on the embedded database and on PostgreSQL,
 * beside a bare Koa process in the same run: a first start on a new database, idle after it, an
 * hour's traffic (visitors, forms and their mails, the owner reading the admin), the event load of
 * bench:events at 50 connections, and a restart on the same data, idle again. Prints, per phase, the
 * resident memory at its end and its peak (Linux's VmHWM, reset between phases), and how long each
 * start took to answer /api/health.
 *
 *   npm run bench:memory            (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 *   BENCH_TARGETS=pglite BENCH_IDLE_SECONDS=60 BENCH_NODE_ARGS='--max-semi-space-size=16' npm run bench:memory
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { createSessions, drive, startProcess, stopChild } from './bench-load';
import { benchDatabase } from './bench-postgres';
import { hourOfTraffic } from './bench-traffic';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const visitors = Number(process.env.BENCH_VISITORS ?? 1000);
const targets = new Set((process.env.BENCH_TARGETS ?? 'bare,pglite,postgres').split(','));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ADMIN = {
  email: 'owner@bench.example',
  password: 'a bench passphrase',
  role: 'admin' as const,
};

interface Phase {
  name: string;
  /** Resident memory at the phase's end, and its peak during the phase, in MB. */
  rss: number;
  peak: number;
  note: string;
}

function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Starts a new peak: writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0+). */
function resetPeak(pid: number | undefined): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

class Recorder {
  readonly phases: Phase[] = [];
  constructor(private readonly target: string) {}
  async phase(child: ChildProcess, name: string, work: () => Promise<string>): Promise<void> {
    resetPeak(child.pid);
    const note = await work();
    this.phases.push({ name, ...memoryOf(child.pid), note });
    console.log(`${this.target}: ${name}: ${JSON.stringify(this.phases.at(-1))}`);
  }
}

async function startTimed(env: Record<string, string>) {
  const started = Date.now();
  const server = await startProcess([...SERVER_NODE_FLAGS, ...nodeArgs, 'dist/main.js'], env);
  while (
    !(await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(0.05);
  return { ...server, seconds: (Date.now() - started) / 1000 };
}

const cli = fileURLToPath(new URL('../../cli/dist/index.js', import.meta.url));

function createAdmin(env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [cli, 'admin', 'create', '--email', ADMIN.email, '--password-stdin'],
    {
      env,
      input: `${ADMIN.password}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
}

async function measureLeadline(name: string, env: Record<string, string>): Promise<Phase[]> {
  const serverEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    FORM_RATE_LIMIT: '100000',
    EVENT_RATE_LIMIT: '10000000',
    ANALYTICS_IP_RATE_LIMIT: '10000000',
    ...env,
  };
  const recorder = new Recorder(name);
  let server = await startTimed(serverEnv);
  // The first phase's peak is the whole start: nothing reset it since the process began.
  recorder.phases.push({
    name: 'first start',
    ...memoryOf(server.child.pid),
    note: `healthy in ${server.seconds.toFixed(1)} s`,
  });
  await recorder.phase(server.child, `idle ${idleSeconds} s`, async () => {
    await sleep(idleSeconds);
    return '';
  });
  await recorder.phase(server.child, "an hour's traffic", async () => {
    // The owner's account, made as the README says, beside the running server.
    await createAdmin({ ...serverEnv, PATH: process.env.PATH ?? '' });
    return hourOfTraffic(server.url, visitors, ADMIN);
  });
  await recorder.phase(server.child, `events, 50 connections, ${loadSeconds} s`, async () => {
    const sessions = await createSessions(server.url, 2000);
    const measured = await drive({ name, url: server.url }, sessions, 50, { seconds: loadSeconds });
    return `${Math.round(measured.eventsPerSecond)} events/s, p99 ${measured.p99} ms`;
  });
  await stopChild(server.child);
  server = await startTimed(serverEnv);
  recorder.phases.push({
    name: 'restart',
    ...memoryOf(server.child.pid),
    note: `healthy in ${server.seconds.toFixed(1)} s`,
  });
  await recorder.phase(server.child, `idle ${idleSeconds} s`, async () => {
    await sleep(idleSeconds);
    return '';
  });
  await stopChild(server.child);
  return recorder.phases;
}

const BARE_KOA = `import Koa from 'koa';
const app = new Koa();
app.use((ctx) => { ctx.status = 201; ctx.body = { points: 0, score: 0 }; });
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: 'http://127.0.0.1:' + server.address().port })));`;

async function measureBare(): Promise<Phase[]> {
  const { child, url } = await startProcess(
    [...SERVER_NODE_FLAGS, ...nodeArgs, '--input-type=module', '-e', BARE_KOA],
    {},
  );
  const recorder = new Recorder('bare Koa');
  recorder.phases.push({ name: 'first start', ...memoryOf(child.pid), note: '' });
  await recorder.phase(child, `idle ${idleSeconds} s`, async () => {
    await sleep(idleSeconds);
    return '';
  });
  await recorder.phase(child, `events, 50 connections, ${loadSeconds} s`, async () => {
    const measured = await drive({ name: 'bare Koa', url }, ['bare'], 50, { seconds: loadSeconds });
    return `${Math.round(measured.eventsPerSecond)} requests/s, p99 ${measured.p99} ms`;
  });
  await stopChild(child);
  return recorder.phases;
}

async function main() {
  const results: [string, Phase[]][] = [];
  if (targets.has('bare')) results.push(['bare Koa', await measureBare()]);
  if (targets.has('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-bench-memory-'));
    try {
      const env = { DATA_DIR: dataDir };
      results.push(['Leadline on PGlite', await measureLeadline('PGlite', env)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (targets.has('postgres')) {
    const { url, stop } = await benchDatabase('leadline_bench_memory');
    try {
      const env = { DATABASE_URL: url };
      const phases = await measureLeadline('PostgreSQL', env);
      results.push(['Leadline on PostgreSQL', phases]);
    } finally {
      await stop();
    }
  }

  const flags = [...SERVER_NODE_FLAGS, ...nodeArgs].join(' ') || 'none';
  console.log(
    `\nResident memory (MB) per phase: at its end, and its peak; node ${process.version}, flags ${flags}, ${visitors} visitors an hour, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    `${'target'.padEnd(24)}${'phase'.padEnd(34)}${'rss'.padStart(6)}${'peak'.padStart(6)}  note`,
  );
  for (const [target, phases] of results) {
    for (const p of phases) {
      console.log(
        `${target.padEnd(24)}${p.name.padEnd(34)}${String(p.rss).padStart(6)}${String(p.peak).padStart(6)}  ${p.note}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
