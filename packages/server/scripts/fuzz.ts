/**
 * Fuzzes every public endpoint with the generators of the property tests, ten times longer: a real
 * server (in this process, on a fresh embedded database, or on PostgreSQL with FUZZ_DATABASE_URL),
 * FUZZ_RUNS requests per endpoint (10,000 by default). Prints, per endpoint, the answers by status
 * class, the 5xx count and the rows written by 4xx answers; exits 1 if either is not zero.
 *
 *   npm run fuzz            (at the root or in packages/server)
 *   FUZZ_RUNS=2000 FUZZ_SEED=42 npm run fuzz
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { createLogger } from '../src/logger';
import { sessionPayload } from '../src/test/analytics-factories';
import { hostileEndpoints } from '../src/test/hostile-input';
import { sendRaw } from '../src/test/raw-http';
import { rowCounter } from '../src/test/row-count';
import { FIXTURE_SITE_DIR } from '../src/test/site';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CHUNK = 250;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-fuzz-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'fuzz-secret-that-is-long-enough-0123456789',
    FORM_RATE_LIMIT: '100000',
    ANALYTICS_IP_RATE_LIMIT: '10000000',
    EVENT_RATE_LIMIT: '10000000',
    // The hostile inputs price the calculator with the fixture's catalogue.
    SITE_DIR: FIXTURE_SITE_DIR,
  }),
  databaseUrl: process.env.FUZZ_DATABASE_URL || undefined,
  dataDir,
};

const server = await startServer(config, createLogger('silent'));
try {
  const rows = await rowCounter(server.db.knex);
  const sessions = await Promise.all(
    [1, 2, 3].map(async () => {
      const payload = sessionPayload();
      const answer = await fetch(`${server.url}/api/analytics/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/130.0' },
        body: JSON.stringify(payload),
      });
      if (answer.status !== 201) throw new Error(`could not create a session: ${answer.status}`);
      return payload.sessionId;
    }),
  );
  console.log(
    `Fuzzing ${server.db.kind} with ${RUNS.toLocaleString('en-US')} requests per endpoint (seed ${SEED})\n`,
  );
  console.log(
    ['endpoint'.padEnd(38), '2xx', '3xx', '4xx', '5xx', 'rows by 4xx', 'req/s']
      .map((cell, i) => (i === 0 ? cell : cell.padStart(i === 5 ? 12 : 7)))
      .join(''),
  );
  let failures = 0;
  for (const [index, endpoint] of hostileEndpoints(sessions).entries()) {
    const counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let writtenBy4xx = 0;
    const examples: string[] = [];
    const started = performance.now();
    for (let done = 0; done < RUNS; done += CHUNK) {
      const batch = fc.sample(endpoint.requests, {
        numRuns: Math.min(CHUNK, RUNS - done),
        seed: SEED + index * 1_000_003 + done,
      });
      for (const request of batch) {
        const before = await rows();
        const answer = await sendRaw(server.url, request);
        const kind = `${Math.floor(answer.status / 100)}xx` as keyof typeof counts;
        counts[kind] = (counts[kind] ?? 0) + 1;
        if (answer.status >= 500 && examples.length < 3) {
          examples.push(`${answer.status} ${String(request.body).slice(0, 200)}`);
        }
        if (answer.status >= 400 && answer.status < 500) {
          const written = (await rows()) - before;
          if (written !== 0) writtenBy4xx += written;
        }
      }
      process.stderr.write(`\r${endpoint.name}: ${Math.min(done + CHUNK, RUNS)}/${RUNS}   `);
    }
    process.stderr.write('\r'.padEnd(60) + '\r');
    const rate = RUNS / ((performance.now() - started) / 1000);
    console.log(
      [
        endpoint.name.padEnd(38),
        ...Object.values(counts).map((n) => String(n).padStart(7)),
        String(writtenBy4xx).padStart(12),
        rate.toFixed(0).padStart(7),
      ].join(''),
    );
    for (const example of examples) console.log(`    e.g. ${example}`);
    failures += counts['5xx'] + writtenBy4xx;
  }
  console.log(failures === 0 ? '\nNo 5xx, no row written by a 4xx.' : `\n${failures} failures.`);
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
