/**
 * The embedded database served to local commands while the server runs (PGlite only: see
 * vitest.config.ts): the socket's file, and a local transaction beside the website's writes, killed,
 * or held too long.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  embeddedSocketPath,
  openRunningEmbedded,
  type Database,
} from '@leadline/server/operations';
import { BROWSER_USER_AGENT } from '../../server/src/test/browser';
import { describeIntegration, testConfig, useTestDatabase } from '../../server/src/test/harness';
import { startServer, type RunningServer } from '../../server/src/server';

const HOLD_LIMIT_MS = 3000;
const cliRoot = fileURLToPath(new URL('..', import.meta.url));

describeIntegration('the embedded database served to local commands', () => {
  const database = useTestDatabase();
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(testConfig(database.current), undefined, {
      embeddedHoldLimitMs: HOLD_LIMIT_MS,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const running = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  const dataDir = () => database.current.settings.dataDir;
  const contact = (email: string) =>
    fetch(`${running().url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
      body: JSON.stringify({ name: 'Visitor', email, message: 'Sent while a command runs' }),
    });
  const emails = async () =>
    (await running().db.knex('contact_messages').orderBy('email').pluck('email')) as string[];
  /** Resolves once `count` of the server's queries wait for its one connection. */
  const serverWaiting = async (count: number) => {
    const pool = running().db.knex.client.pool as { numPendingAcquires(): number };
    await expect
      .poll(() => pool.numPendingAcquires(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(count);
  };
  const open = async (): Promise<Database> => {
    const db = await openRunningEmbedded(dataDir());
    if (!db) throw new Error('no socket');
    return db;
  };

  it('serves an owner-only socket in DATA_DIR, answers an SSLRequest with N, keeps client settings out', async () => {
    const file = embeddedSocketPath(dataDir());
    const stats = statSync(file);
    expect(stats.isSocket()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);

    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(file, () => {
        const request = Buffer.alloc(8);
        request.writeInt32BE(8, 0);
        request.writeInt32BE(80877103, 4);
        socket.write(request);
      });
      socket.once('data', (data) => {
        resolve(data.toString('latin1'));
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(answer).toBe('N');

    // A start-up parameter a client sends must not change the server's one session.
    const knexFactory = (await import('knex')).default;
    const client = knexFactory({
      client: 'pg',
      connection: { host: dataDir(), user: 'postgres', database: 'postgres', statement_timeout: 1 },
      pool: { min: 0, max: 1 },
    });
    try {
      const { rows } = await client.raw<{ rows: { statement_timeout: string }[] }>(
        'show statement_timeout',
      );
      expect(rows[0]?.statement_timeout).toBe('0');
    } finally {
      await client.destroy();
    }
  });

  it("keeps a local transaction to itself while the website takes writes, and loses none of the site's", async () => {
    const db = await open();
    try {
      const trx = await db.knex.transaction();
      await trx('contact_messages').insert({
        name: 'Command',
        email: 'rolled-back@example.com',
        message: 'rolled back',
      });
      const posts = Array.from({ length: 5 }, (_, index) => contact(`site-${index}@example.com`));
      await serverWaiting(1);
      // Inside the transaction: only its own row (the site's writes wait, they are not mixed in).
      expect(await trx('contact_messages').pluck('email')).toEqual(['rolled-back@example.com']);
      await trx.rollback();
      expect((await Promise.all(posts)).map((response) => response.status)).toEqual([
        201, 201, 201, 201, 201,
      ]);
    } finally {
      await db.close();
    }
    expect(await emails()).toEqual([0, 1, 2, 3, 4].map((index) => `site-${index}@example.com`));
  });

  it('holds nothing for a half-sent message, and disconnects a client speaking nonsense', async () => {
    const socket = connect(embeddedSocketPath(dataDir()));
    let received = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => (received = Buffer.concat([received, data])));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const body = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + body.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    body.copy(startup, 8);
    socket.write(startup);
    // Its start-up answered (ReadyForQuery, idle), the client begins a query and stops half-way.
    await expect.poll(() => received.toString('latin1').endsWith('Z\0\0\0\x05I')).toBe(true);
    socket.write(Buffer.from([0x51, 0, 0, 0, 100, 0x73]));
    expect((await contact('beside-half@example.com')).status).toBe(201);
    // A length no message has: the client is disconnected, and the site goes on.
    socket.write(Buffer.from([0x51, 0xff, 0xff, 0xff, 0xff]));
    socket.end(Buffer.from([0x51, 0, 0, 0, 2]));
    await closed;
    expect((await contact('after-nonsense@example.com')).status).toBe(201);
  });

  it('rolls back a command killed mid-transaction, and the website goes on', async () => {
    const before = await emails();
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/test/hold-transaction.ts', dataDir()],
      { cwd: cliRoot, env: { PATH: process.env.PATH } },
    );
    let output = '';
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('holding')) resolve();
      });
      child.on('exit', () => reject(new Error(`the holder exited: ${output}`)));
    });
    const post = contact('after-kill@example.com');
    await serverWaiting(1);
    child.kill('SIGKILL');
    await exited;
    expect((await post).status).toBe(201);
    expect(await emails()).toEqual([...before, 'after-kill@example.com'].sort());
  });

  it('rolls back a transaction held past the limit and disconnects its client', async () => {
    const before = await emails();
    const db = await open();
    try {
      const trx = await db.knex.transaction();
      await trx('contact_messages').insert({
        name: 'Stalled',
        email: 'stalled@example.com',
        message: 'held too long',
      });
      const started = Date.now();
      // The site's write waits for the limit, then goes through.
      expect((await contact('after-limit@example.com')).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(HOLD_LIMIT_MS + 5000);
      await expect(trx('contact_messages').count()).rejects.toThrow();
      // Knex keeps a transaction's connection until it is ended, even a dead one.
      await trx.rollback().catch(() => undefined);
    } finally {
      await db.close();
    }
    expect(await emails()).toEqual([...before, 'after-limit@example.com'].sort());
  });
});

describeIntegration('the embedded socket file', () => {
  const database = useTestDatabase();

  it('replaces a stale socket at start and removes its own at stop', async () => {
    const file = embeddedSocketPath(database.current.settings.dataDir);
    // A process that dies listening leaves its socket file behind.
    const stale = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(file)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => stale.on('exit', resolve));
    expect(statSync(file).isSocket()).toBe(true);

    const server = await startServer(testConfig(database.current));
    try {
      const db = await openRunningEmbedded(database.current.settings.dataDir);
      expect(db).toBeDefined();
      await db?.close();
    } finally {
      await server.stop();
    }
    expect(existsSync(file)).toBe(false);
  });
});
