import { request } from 'node:http';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './db/connect';
import { LOCK_FILE } from './db/lock';
import { startServer } from './server';
import { listeningPort, spawnServer } from './test/child-server';
import {
  countRows,
  createTestDatabase,
  describeIntegration,
  testConfig,
  testDatabaseKind,
  type TestDatabase,
} from './test/harness';

const contact = { name: 'Ann', email: 'ann@example.com', message: 'Still here after a restart?' };

describeIntegration('the server process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const childEnv = () => ({
    LOG_LEVEL: 'debug',
    DATA_DIR: database.settings.dataDir,
    DATABASE_URL: database.settings.databaseUrl,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
  });

  it('keeps what was stored across a restart', async () => {
    const first = await startServer(testConfig(database));
    const response = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    const { id } = (await response.json()) as { id: string };
    await first.stop();

    const second = await startServer(testConfig(database));
    try {
      const row = await second.db.knex('contact_messages').where({ id }).first();
      expect(row).toMatchObject({ message: 'Still here after a restart?' });
    } finally {
      await second.stop();
    }
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'refuses to open an embedded data directory another process holds',
    async () => {
      const holder = await startServer(testConfig(database));
      try {
        const second = spawnServer(childEnv());
        expect(await second.exited).toBe(1);
        expect(second.stderr().trim()).toBe(
          `leadline: the embedded database in ${database.settings.dataDir} is in use by process ${process.pid}; stop it or set DATABASE_URL`,
        );
        // The holder is undisturbed.
        expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
      } finally {
        await holder.stop();
      }
    },
  );

  it.runIf(testDatabaseKind === 'pglite')('takes over a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    writeFileSync(path.join(database.settings.dataDir, LOCK_FILE), `${deadPid}\n`);
    const server = await startServer(testConfig(database));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('finishes a request in flight on SIGTERM, refuses new ones, and exits 0', async () => {
    const child = spawnServer(childEnv());
    const port = await listeningPort(child);
    const body = JSON.stringify({ ...contact, message: 'sent while the server stops' });

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest once the server has begun to shut down.
      req.write(body.slice(0, 10));
      child.waitForLine(/shutting down/).then(() => req.end(body.slice(10)), reject);
    });

    // The signal goes once the server is handling the request (it has read the headers).
    await child.waitForLine(/"path":"\/api\/contact".*request received/);
    child.process.kill('SIGTERM');

    const { status } = await answer;
    expect(status).toBe(201);
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toContain('"msg":"stopped"');

    const db = await openDatabase(database.settings);
    try {
      const stored = await db.knex('contact_messages').where({ message: 'sent while the server stops' });
      expect(stored).toHaveLength(1);
      expect(await countRows(db, 'contact_messages')).toBeGreaterThanOrEqual(2);
    } finally {
      await db.close();
    }
  });
});
