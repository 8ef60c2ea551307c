/**
 * The CLI as a real process against each database: the cli-pglite project runs it on an embedded data
 * directory, cli-postgres on a PostgreSQL server (DATABASE_URL). Each suite gets its own database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createUser, verifyPassword } from '@leadline/server/operations';
import { describeIntegration, testDatabaseKind } from '../../server/src/test/harness';
import { besideServer, useCliDatabase } from './test/database';
import { leadline } from './test/leadline';
import { lineItemsJson } from '../../server/src/test/site';

describeIntegration('leadline db', () => {
  const database = useCliDatabase({ empty: true });

  it('migrates an empty database, then reports it up to date', async () => {
    const env = database.env();
    const migrate = await leadline(['db', 'migrate', '--json'], env);
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    const result = JSON.parse(migrate.stdout) as { database: string; applied: string[] };
    expect(result.database).toBe(testDatabaseKind);
    // Beside a running server, the server migrated the empty database as it started.
    if (besideServer) expect(result.applied).toEqual([]);
    else expect(result.applied.length).toBeGreaterThanOrEqual(11);
    expect(await database.withDb((db) => db.knex.schema.hasTable('users'))).toBe(true);

    const status = await leadline(['db', 'status', '--json'], env);
    expect(status.code).toBe(0);
    const listed = JSON.parse(status.stdout) as { applied: string[] };
    expect(listed).toEqual({ database: testDatabaseKind, applied: listed.applied, pending: [] });
    expect(listed.applied.length).toBeGreaterThanOrEqual(11);
    if (!besideServer) expect(listed.applied).toEqual(result.applied);

    const again = await leadline(['db', 'migrate'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/: already up to date\n$/);
  });

  it('exits 2 on a usage error', async () => {
    const result = await leadline(['db', 'explode'], database.env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'explode'");
  });
});

describeIntegration('leadline admin create and list', () => {
  const database = useCliDatabase();

  it('creates admins and viewers and lists them, with one-line errors', async () => {
    const env = database.env();
    const created = await leadline(
      ['admin', 'create', '--email', 'Owner@Example.com', '--password-stdin', '--json'],
      env,
      'a long enough password\n',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ email: 'owner@example.com', role: 'admin' });

    const viewer = await leadline(
      ['admin', 'create', '--email', 'viewer@example.com', '--role', 'viewer', '--password-stdin'],
      env,
      'another long password',
    );
    expect(viewer.stdout.trim()).toBe('created viewer viewer@example.com');

    const duplicate = await leadline(
      ['admin', 'create', '--email', 'owner@example.com', '--password-stdin'],
      env,
      'a long enough password',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(
      'leadline: A user with the e-mail owner@example.com already exists.',
    );

    const short = await leadline(
      ['admin', 'create', '--email', 'short@example.com', '--password-stdin'],
      env,
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr.trim()).toBe('leadline: The password must be at least 12 characters long.');

    const badRole = await leadline(
      ['admin', 'create', '--email', 'x@example.com', '--role', 'owner', '--password-stdin'],
      env,
      'x',
    );
    expect(badRole.code).toBe(2);

    const noTerminal = await leadline(['admin', 'create', '--email', 'tty@example.com'], env);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('--password-stdin');

    const list = await leadline(['admin', 'list', '--json'], env);
    expect(list.code).toBe(0);
    expect(
      (JSON.parse(list.stdout) as { email: string; role: string }[]).map(({ email, role }) => [
        email,
        role,
      ]),
    ).toEqual([
      ['owner@example.com', 'admin'],
      ['viewer@example.com', 'viewer'],
    ]);
    const listText = await leadline(['admin', 'list'], env);
    expect(listText.stdout.split('\n')).toContain('owner@example.com\tadmin\tlast sign-in: never');
  });
});

describeIntegration('leadline admin set-password and remove', () => {
  const database = useCliDatabase();

  it('sets a password, removes a user, and says when there is none', async () => {
    const env = database.env();
    await database.withDb(async (db) => {
      await createUser(db.knex, {
        email: 'owner@example.com',
        password: 'a long enough password',
        role: 'admin',
      });
      await createUser(db.knex, {
        email: 'viewer@example.com',
        password: 'another long password',
        role: 'viewer',
      });
    });

    const changed = await leadline(
      ['admin', 'set-password', '--email', 'owner@example.com', '--password-stdin'],
      env,
      'a brand new password',
    );
    expect(changed.code).toBe(0);
    expect(changed.stdout.trim()).toBe('password changed for owner@example.com');
    const hash = await database.withDb(
      async (db) =>
        (await db.knex('users').where({ email: 'owner@example.com' }).first()).password_hash,
    );
    expect(await verifyPassword('a brand new password', hash)).toBe(true);
    expect(await verifyPassword('a long enough password', hash)).toBe(false);

    const removed = await leadline(['admin', 'remove', '--email', 'viewer@example.com'], env);
    expect(removed.stdout.trim()).toBe('removed viewer@example.com');
    const missing = await leadline(['admin', 'remove', '--email', 'viewer@example.com'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('leadline: No user has the e-mail viewer@example.com.');
    const after = await leadline(['admin', 'list', '--json'], env);
    expect((JSON.parse(after.stdout) as { email: string }[]).map((user) => user.email)).toEqual([
      'owner@example.com',
    ]);
  });
});

describeIntegration('leadline scores recompute', () => {
  const database = useCliDatabase();

  it('rebuilds scores and hot leads from the ledger and says what changed', async () => {
    const env = database.env();
    const event = (sessionId: string, eventType: string) => ({
      session_id: sessionId,
      event_type: eventType,
      event_category: 'engagement',
      points: 0,
    });
    await database.withDb(async (db) => {
      await db.knex('analytics_sessions').insert([
        { session_id: 'cli-warm', visitor_id: 'v1', device_type: 'desktop', score: 999 },
        { session_id: 'cli-hot', visitor_id: 'v2', device_type: 'mobile', score: 0 },
      ]);
      await db.knex('analytics_events').insert([
        event('cli-warm', 'SERVICES_PAGE_VIEWED'),
        event('cli-warm', 'PORTFOLIO_VIEWED'),
        event('cli-hot', 'SERVICES_PAGE_VIEWED'),
        event('cli-hot', 'PRICING_DISCUSSED'),
        // Scored only with the address it captured.
        { ...event('cli-hot', 'EXIT_INTENT_CONVERTED'), metadata: { email: 'cli@example.com' } },
        event('cli-hot', 'CALCULATOR_STARTED'),
      ]);
    });

    const result = await leadline(['scores', 'recompute', '--json'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      sessions: 2,
      events: 6,
      eventsChanged: 6,
      scoresChanged: 2,
      hotLeadsCreated: 1,
    });
    await database.withDb(async (db) => {
      const scores = await db
        .knex('analytics_sessions')
        .select('session_id', 'score')
        .orderBy('session_id');
      expect(scores).toEqual([
        { session_id: 'cli-hot', score: 80 },
        { session_id: 'cli-warm', score: 30 },
      ]);
      const hot = await db.knex('hot_leads').select('session_id', 'score');
      expect(hot).toEqual([{ session_id: 'cli-hot', score: 80 }]);
    });

    const text = await leadline(['scores', 'recompute', '--session', 'cli-warm'], env);
    expect(text.code).toBe(0);
    expect(text.stdout.trim()).toBe(
      '1 session and 2 events replayed: 0 events and 0 scores changed, 0 hot leads created',
    );
  });
});

describeIntegration('leadline export', () => {
  const database = useCliDatabase();

  it('writes CSV to stdout or a file, with filters; bad filters are usage errors', async () => {
    const env = database.env();
    await database.withDb((db) =>
      db.knex('calculator_leads').insert([
        {
          email: 'new@example.com',
          selected_features: ['auth'],
          line_items: lineItemsJson(['auth']),
          total_cost: 2000,
          status: 'new',
          created_at: new Date('2026-03-02T10:00:00Z'),
        },
        {
          email: 'done@example.com',
          selected_features: ['api', 'auth'],
          line_items: lineItemsJson(['api', 'auth']),
          total_cost: 4000,
          status: 'closed',
          name: '@evil',
          notes: '=HYPERLINK("http://x"), "quoted"',
          created_at: new Date('2026-03-01T10:00:00Z'),
        },
      ]),
    );

    const all = await leadline(['export', 'leads'], env);
    expect(all.stderr).toBe('');
    expect(all.code).toBe(0);
    const lines = all.stdout.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'id,createdAt,name,email,selectedFeatures,totalCost,status,notes,sessionId,' +
        'firstTouchSource,firstTouchMedium,firstTouchCampaign,firstTouchReferrer',
    );
    // Newest first; formulas neutralised with an apostrophe; quotes doubled inside quoted fields.
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2026-03-02T10:00:00\.000Z,,new@example\.com,User Authentication,2000,New,,,,,,$/,
    );
    expect(lines[2]).toMatch(
      /^[0-9a-f-]{36},2026-03-01T10:00:00\.000Z,'@evil,done@example\.com,"API Integration, User Authentication",4000,Closed,"'=HYPERLINK\(""http:\/\/x""\), ""quoted""",,,,,$/,
    );
    expect(lines[3]).toBe('');

    const out = path.join(database.current.settings.dataDir, 'closed.csv');
    const closed = await leadline(['export', 'leads', '--status', 'closed', '--out', out], env);
    expect(closed.code).toBe(0);
    expect(closed.stdout).toBe('');
    expect(closed.stderr.trim()).toBe(`wrote 1 row to ${out}`);
    expect(readFileSync(out, 'utf8')).toBe(`${lines[0]}\r\n${lines[2]}\r\n`);

    const since = await leadline(['export', 'leads', '--since', '2026-03-02'], env);
    expect(since.stdout.split('\r\n').slice(1, -1)).toEqual([lines[1]]);

    const badStatus = await leadline(['export', 'leads', '--status', 'won'], env);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr.trim()).toBe(
      'leadline: status must be one of: new, contacted, qualified, closed.',
    );
    expect((await leadline(['export', 'leads', '--since', 'someday'], env)).code).toBe(2);
    expect((await leadline(['export', 'everything'], env)).code).toBe(2);
  });
});
