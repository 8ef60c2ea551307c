import { request } from 'node:http';
import { expect, it } from 'vitest';
import { openDatabase } from './db/connect';
import { startServer } from './server';
import { listeningPort, spawnServer } from './test/child-server';
import { countRows, describeIntegration, testConfig, useTestDatabase } from './test/harness';

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
});
