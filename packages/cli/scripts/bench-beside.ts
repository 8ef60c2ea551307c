/**
 * The CLI beside a server on the embedded database:
 *  1. `leadline export leads` of BENCH_LEADS rows (default 50,000): the CLI opening the directory
 *     itself (no server: the ceiling), then through the running server's socket.
 *  2. The site meanwhile: contact forms posted one after another, latency p50/p99 while the export
 *     runs through the socket, beside the same posts with nothing else running (the ceiling).
 *  3. `leadline db backup` while the server runs, and the forms' latency during it.
 *
 *   npm run bench   (in packages/cli)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/connect';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createLogger } from '../../server/src/logger';
import { startServer, type RunningServer } from '../../server/src/server';

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const cliRoot = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'leadline-bench-beside-'));
const dataDir = path.join(dir, 'data');
const env = { DATA_DIR: dataDir, SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789' };

function leadline(args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/index.ts', ...args],
      {
        cwd: cliRoot,
        env: { PATH: process.env.PATH, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`leadline ${args.join(' ')}: ${stderr}`)),
    );
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const figures = (ms: number[]) =>
  `${ms.length} forms, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, ` +
  `longest ${Math.max(...ms).toFixed(0)} ms`;

/** Posts contact forms one after another until `until` settles (or `count` are sent). */
async function postForms(
  server: RunningServer,
  until: Promise<unknown> | number,
): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  for (let n = 0; typeof until === 'number' ? n < until : !done; n++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (bench)' },
      body: JSON.stringify({ name: 'Bench', email: `b${n}@example.com`, message: 'A bench form' }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`form answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function seed(): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    for (let from = 0; from < LEADS; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, LEADS - from) }, (_, i) => ({
        email: `lead-${from + i}@example.com`,
        selected_features: ['auth', 'api'],
        line_items: JSON.stringify([
          { id: 'auth', name: 'User Authentication', price: 2000 },
          { id: 'api', name: 'API Integration', price: 4000 },
        ]),
        total_cost: 6000,
        status: 'new',
      }));
      await db.knex('calculator_leads').insert(rows);
    }
  } finally {
    await db.close();
  }
}

try {
  await seed();
  const out = path.join(dir, 'leads.csv');
  const direct = await leadline(['export', 'leads', '--out', out]);
  console.log(
    `export of ${LEADS} leads, no server (the CLI opens the directory): ${(direct / 1000).toFixed(2)} s`,
  );

  const config = {
    ...loadConfig({ HOST: '127.0.0.1', PORT: '0', FORM_RATE_LIMIT: '100000', ...env }),
    dataDir,
    databaseUrl: undefined,
  };
  const server = await startServer(config, createLogger('warn'));
  try {
    await postForms(server, 50); // warm-up
    console.log(`site alone (ceiling): ${figures(await postForms(server, 300))}`);
    const exporting = leadline(['export', 'leads', '--out', out]);
    const during = await postForms(server, exporting);
    const beside = await exporting;
    console.log(
      `export of ${LEADS} leads through the running server's socket: ${(beside / 1000).toFixed(2)} s ` +
        `(${statSync(out).size} bytes)`,
    );
    console.log(`site during that export: ${figures(during)}`);
    const backingUp = leadline(['db', 'backup', '--out', path.join(dir, 'backup.tgz')]);
    const duringBackup = await postForms(server, backingUp);
    const backup = await backingUp;
    console.log(
      `backup while the server runs: ${(backup / 1000).toFixed(2)} s, ` +
        `${(statSync(path.join(dir, 'backup.tgz')).size / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(`site during that backup: ${figures(duringBackup)}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
