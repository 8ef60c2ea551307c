import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Knex } from 'knex';
import { openDatabase } from './connect';
import { isDatabaseUnavailable } from './unavailable';
import { migrateToLatest, migrationSource, migrationStatus } from './migrate';
import { migrations } from './migrations';
import { describeIntegration, useOpenTestDatabase } from '../test/harness';
import {
  BUDGET_RANGES,
  CONTACT_STATUSES,
  CURRENT_TOOLS,
  LEAD_STATUSES,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  WORKFLOW_STATUSES,
  valuesOf,
  EVENT_CATEGORIES,
  SUBMISSION_LEAD_KINDS,
} from '@leadline/domain';
import { lineItemsJson } from '../test/site';

describeIntegration('the database layer', () => {
  const open = useOpenTestDatabase();

  it('bounds the statements of a server on PostgreSQL, but not its migrations', async () => {
    if (open.db.kind === 'pglite') {
      // In-process, with nothing to time out: the same Knex either way.
      expect(await open.db.unbounded(async (knex) => knex === open.db.knex)).toBe(true);
      return;
    }
    const bounded = await openDatabase({
      ...open.database.settings,
      timeouts: { connectMs: 3000, statementMs: 2000 },
    });
    const setting = async (knex: Knex, name: string) =>
      ((await knex.raw(`show ${name}`)) as { rows: Record<string, string>[] }).rows[0]?.[name];
    try {
      expect(await setting(bounded.knex, 'statement_timeout')).toBe('1800ms');
      expect(await setting(bounded.knex, 'idle_in_transaction_session_timeout')).toBe('4s');
      expect(await bounded.unbounded((knex) => setting(knex, 'statement_timeout'))).toBe('0');
      const late = await bounded.knex.raw('select pg_sleep(3)').catch((error: unknown) => error);
      expect(late).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(late)).toBe(true);
    } finally {
      await bounded.close();
    }
  });

  it('hands back the same types on both drivers', async () => {
    const { rows } = await open.db.knex.raw<{ rows: Record<string, unknown>[] }>(
      "select count(*) as n, sum(x)::bigint as total, now() as at, array['a', 'b']::text[] as list, '{\"k\": 1}'::jsonb as doc from (values (1), (2)) as v(x)",
    );
    const [row] = rows;
    expect(row).toEqual({ n: 2, total: 3, at: expect.any(Date), list: ['a', 'b'], doc: { k: 1 } });
    expect(JSON.stringify({ at: row!.at })).toMatch(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/);
  });

  it('counts updated and deleted rows the same on both drivers', async () => {
    await open.db.knex('contact_messages').insert([
      { name: 'a', email: 'count@example.com', message: 'm' },
      { name: 'b', email: 'count@example.com', message: 'm' },
    ]);
    expect(
      await open.db
        .knex('contact_messages')
        .where({ email: 'count@example.com' })
        .update({ status: 'closed' }),
    ).toBe(2);
    expect(
      await open.db.knex('contact_messages').where({ email: 'count@example.com' }).delete(),
    ).toBe(2);
  });

  it('has applied every migration', async () => {
    const status = await migrationStatus(open.db.knex);
    expect(status.pending).toEqual([]);
    expect(status.applied).toEqual(Object.keys(migrations).sort());
  });

  const accepts = async (table: string, row: Record<string, unknown>) => {
    // Each probe runs in a transaction that is always rolled back, so probes leave nothing behind.
    return open.db.knex
      .transaction(async (trx) => {
        await trx(table).insert(row);
        throw new Error('rollback');
      })
      .then(
        () => true,
        (error: Error) => error.message === 'rollback',
      );
  };

  it('enforces the spec values with CHECK constraints', async () => {
    const lead = {
      email: 'a@b.co',
      selected_features: ['auth'],
      line_items: lineItemsJson(['auth']),
      total_cost: 2000,
    };
    for (const status of LEAD_STATUSES)
      expect(await accepts('calculator_leads', { ...lead, status })).toBe(true);
    expect(await accepts('calculator_leads', { ...lead, status: 'converted' })).toBe(false);
    expect(await accepts('calculator_leads', { ...lead, total_cost: -1 })).toBe(false);
    // One line per chosen feature, always.
    expect(await accepts('calculator_leads', { ...lead, line_items: null })).toBe(false);
    expect(await accepts('calculator_leads', { ...lead, line_items: '{}' })).toBe(false);
    expect(
      await accepts('calculator_leads', { ...lead, line_items: lineItemsJson(['auth', 'api']) }),
    ).toBe(false);

    const message = { name: 'n', email: 'e@x.co', message: 'm' };
    for (const status of CONTACT_STATUSES)
      expect(await accepts('contact_messages', { ...message, status })).toBe(true);
    expect(await accepts('contact_messages', { ...message, status: 'qualified' })).toBe(false);

    const submission = { session_id: 's' };
    for (const status of WORKFLOW_STATUSES) {
      expect(await accepts('workflow_submissions', { ...submission, status })).toBe(true);
    }
    expect(await accepts('workflow_submissions', { ...submission, status: 'closed' })).toBe(false);
    const choices = {
      pain_point: valuesOf(PAIN_POINTS),
      team_size: valuesOf(TEAM_SIZES),
      timeline: valuesOf(TIMELINES),
      budget_range: valuesOf(BUDGET_RANGES),
    };
    for (const [column, values] of Object.entries(choices)) {
      for (const value of values) {
        expect(await accepts('workflow_submissions', { ...submission, [column]: value })).toBe(
          true,
        );
      }
      expect(await accepts('workflow_submissions', { ...submission, [column]: 'unknown' })).toBe(
        false,
      );
    }
    expect(
      await accepts('workflow_submissions', {
        ...submission,
        current_tools: valuesOf(CURRENT_TOOLS),
      }),
    ).toBe(true);
    expect(await accepts('workflow_submissions', { ...submission, current_tools: ['fax'] })).toBe(
      false,
    );
    expect(await accepts('workflow_submissions', { ...submission, completed_steps: 8 })).toBe(
      false,
    );
  });

  it('checks event categories and types, and keeps one hot lead per session', async () => {
    await open.db
      .knex('analytics_sessions')
      .insert({ session_id: 'types-1', visitor_id: 'v', device_type: 'desktop' });
    expect(
      await accepts('analytics_sessions', {
        session_id: 'x',
        visitor_id: 'v',
        device_type: 'watch',
      }),
    ).toBe(false);
    expect(
      await accepts('analytics_sessions', {
        session_id: 'x',
        visitor_id: 'v',
        device_type: 'mobile',
        source: 'tv',
      }),
    ).toBe(false);
    const event = { session_id: 'types-1', event_type: 'PAGE_VIEW' };
    for (const category of EVENT_CATEGORIES) {
      expect(await accepts('analytics_events', { ...event, event_category: category })).toBe(true);
    }
    expect(await accepts('analytics_events', { ...event, event_category: 'fun' })).toBe(false);
    expect(
      await accepts('analytics_events', {
        ...event,
        event_category: 'intent',
        event_type: 'lower',
      }),
    ).toBe(false);

    // Every kind of submission a hot lead links (the domain's), and no other.
    const linked = { session_id: 'types-1', score: 80, lead_id: randomUUID() };
    for (const kind of Object.values(SUBMISSION_LEAD_KINDS))
      expect(await accepts('hot_leads', { ...linked, lead_kind: kind }), kind).toBe(true);
    expect(await accepts('hot_leads', { ...linked, lead_kind: 'booking' })).toBe(false);

    await open.db.knex('hot_leads').insert({ session_id: 'types-1', score: 80 });
    expect(await accepts('hot_leads', { session_id: 'types-1', score: 90 })).toBe(false);
  });

  it('keeps e-mail addresses of users lower-case and unique', async () => {
    const user = { email: 'admin@example.com', password_hash: 'h', role: 'admin' };
    expect(await accepts('users', user)).toBe(true);
    expect(await accepts('users', { ...user, email: 'Admin@example.com' })).toBe(false);
    expect(await accepts('users', { ...user, role: 'owner' })).toBe(false);
  });

  it('rolls every migration back and forward again', async () => {
    await open.db.knex.migrate.rollback({ migrationSource }, true);
    const { rows } = await open.db.knex.raw<{ rows: { n: number }[] }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public' and table_name not like 'knex_%'",
    );
    expect(rows[0]!.n).toBe(0);
    await migrateToLatest(open.db);
    expect((await migrationStatus(open.db.knex)).pending).toEqual([]);
  });
});
