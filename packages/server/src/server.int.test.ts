import { request } from 'node:http';
import { createServer, connect, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/connect';
import { startServer } from './server';
import { listeningPort, spawnServer, type ChildServer } from './test/child-server';
import {
  countRows,
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestDatabase,
} from './test/harness';

const contact = { name: 'Ann', email: 'ann@example.com', message: 'Still here after a restart?' };

describeIntegration('the server process', () => {
  const database = useTestDatabase();
  const childEnv = () => ({ ...database.env(), LOG_LEVEL: 'debug' });

  it('keeps what was stored across a restart', async () => {
    const first = await startServer(testConfig(database.current));
    const response = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    const { id } = (await response.json()) as { id: string };
    await first.stop();

    const second = await startServer(testConfig(database.current));
    try {
      const row = await second.db.knex('contact_messages').where({ id }).first();
      expect(row).toMatchObject({ message: 'Still here after a restart?' });
    } finally {
      await second.stop();
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
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
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

    const db = await openDatabase(database.current.settings);
    try {
      const stored = await db
        .knex('contact_messages')
        .where({ message: 'sent while the server stops' });
      expect(stored).toHaveLength(1);
      expect(await countRows(db, 'contact_messages')).toBeGreaterThanOrEqual(2);
    } finally {
      await db.close();
    }
  });

  describe.skipIf(testDatabaseKind !== 'postgres')('on PostgreSQL', () => {
    /** A port with nothing behind it yet, and a way to put a TCP relay to the test database there. */
    async function databaseNotUpYet() {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as { port: number };
      await new Promise((resolve) => probe.close(resolve));
      const real = new URL(database.current.settings.databaseUrl!);
      const url = new URL(real);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      let relay: Server | undefined;
      return {
        url: url.toString(),
        /** Until it comes up, connections are accepted and closed at once, as by a server restarting. */
        acceptAndClose: () =>
          new Promise<void>((resolve) => {
            relay = createServer((client) => client.destroy());
            relay.listen(port, '127.0.0.1', resolve);
          }),
        comeUp: async () => {
          if (relay) await new Promise((resolve) => relay!.close(resolve));
          await new Promise<void>((resolve) => {
            relay = createServer((client) => {
              const upstream = connect(Number(real.port), real.hostname);
              client.pipe(upstream).pipe(client);
              client.on('error', () => upstream.destroy());
              upstream.on('error', () => client.destroy());
            });
            relay.listen(port, '127.0.0.1', resolve);
          });
        },
        close: () => new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined))),
      };
    }

    /** A server process pointed at `url`, waiting for it up to `waitSeconds`. */
    const spawnWaiting = (url: string, waitSeconds: number) =>
      spawnServer({ ...childEnv(), DATABASE_URL: url, DATABASE_WAIT_SECONDS: String(waitSeconds) });
    /** Why the server says it is waiting, from its first "waiting for the database" line. */
    const waitingReason = async (child: ChildServer) =>
      (JSON.parse(await child.waitForLine(/waiting for the database/)) as { reason: string })
        .reason;

    it('waits for a database that is still starting, then serves', async () => {
      const db = await databaseNotUpYet();
      const child = spawnWaiting(db.url, 30);
      try {
        expect(await waitingReason(child)).toContain('ECONNREFUSED');
        await db.comeUp();
        const port = await listeningPort(child);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      } finally {
        child.process.kill('SIGTERM');
        await child.exited;
        await db.close();
      }
    });

    it('also waits while connections are closed at once, as by a database restarting', async () => {
      const db = await databaseNotUpYet();
      await db.acceptAndClose();
      const child = spawnWaiting(db.url, 30);
      try {
        expect(await waitingReason(child)).toMatch(/Connection terminated|ECONNRESET/);
        await db.comeUp();
        await listeningPort(child);
      } finally {
        child.process.kill('SIGTERM');
        await child.exited;
        await db.close();
      }
    });

    it('stops at once, with exit code 0, on SIGTERM while it waits for the database', async () => {
      const db = await databaseNotUpYet();
      const child = spawnWaiting(db.url, 60);
      await child.waitForLine(/waiting for the database/);
      const signalled = Date.now();
      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5000);
      expect(child.stdout()).toContain('"msg":"stopped before it started"');
      expect(child.stderr()).toBe('');
    });

    it('logs a pooled connection the database closed as a JSON line, and reconnects', async () => {
      const child = spawnServer(childEnv());
      try {
        const port = await listeningPort(child);
        // Only an idle connection's closing is Knex's to log (a query in flight fails instead): the
        // start-up maintenance is let finish, and three requests at once leave connections idle.
        await child.waitForLine(/maintenance: hourly run finished/);
        const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
        expect(await Promise.all([health(), health(), health()])).toEqual([200, 200, 200]);
        const db = await openDatabase(database.current.settings);
        try {
          await db.knex.raw(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
        } finally {
          await db.close();
        }
        // The closed connection is noticed and logged, and replaced when the pool next hands it out.
        const line = await child.waitForLine(/Connection Error/);
        expect(JSON.parse(line)).toMatchObject({ level: 40, source: 'knex' });
        expect(await health()).toBe(200);
        expect(child.stderr()).toBe('');
      } finally {
        child.process.kill('SIGTERM');
        await child.exited;
      }
    });

    it('gives up after DATABASE_WAIT_SECONDS with one line and exit code 1', async () => {
      const db = await databaseNotUpYet();
      const child = spawnWaiting(db.url, 1);
      expect(await child.exited).toBe(1);
      expect(child.stderr()).toMatch(
        /^leadline: the database at 127\.0\.0\.1:\d+\/\w+ did not answer within 1 s \(.*ECONNREFUSED.*\)\n$/,
      );
    });

    it('does not wait when the database refuses the password', async () => {
      const url = new URL(database.current.settings.databaseUrl!);
      url.password = 'not-the-password';
      const child = spawnServer({ ...childEnv(), DATABASE_URL: url.toString() });
      expect(await child.exited).toBe(1);
      expect(child.stdout()).not.toContain('waiting for the database');
      expect(child.stderr()).toContain('password authentication failed');
    });
  });
});
