/**
 * A verified submission and its ledger row commit together or not at all: when recording the
 * submission in its session's ledger fails, the form's row is not stored either, and the visitor is
 * told to try again (their retry then scores).
 */
import { expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { createSession } from '../../test/analytics-factories';

describeIntegration('a verified submission', () => {
  const app = useTestServer();

  it('is stored with its ledger row, or not at all', async () => {
    const sessionId = await createSession(app);
    const knex = app.db.knex;
    // The ledger refuses this session's rows, as a database error in the middle of the write would.
    await knex.raw(`create or replace function refuse_ledger_row() returns trigger language plpgsql as $$
      begin
        if new.session_id = '${sessionId}' then raise exception 'ledger unavailable'; end if;
        return new;
      end $$`);
    await knex.raw(`create trigger refuse_ledger_row before insert on analytics_events
      for each row execute function refuse_ledger_row()`);
    const lead = {
      email: 'atomic@example.com',
      selectedFeatures: ['auth'],
      totalCost: 2000,
      sessionId,
    };
    try {
      const refused = await app.post('/api/calculate', lead);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(await refused.json()).not.toHaveProperty('stack');
      expect(await knex('calculator_leads').where({ session_id: sessionId })).toEqual([]);
      expect(await knex('analytics_events').where({ session_id: sessionId })).toEqual([]);
    } finally {
      await knex.raw('drop trigger refuse_ledger_row on analytics_events');
      await knex.raw('drop function refuse_ledger_row()');
    }

    const stored = await app.post('/api/calculate', lead);
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect(await knex('calculator_leads').where({ session_id: sessionId })).toHaveLength(1);
    expect(
      await knex('analytics_events')
        .where({ session_id: sessionId })
        .select('event_type', 'origin', 'points'),
    ).toEqual([{ event_type: 'CALCULATOR_SUBMITTED', origin: 'server', points: 30 }]);
    expect(await knex('analytics_sessions').where({ session_id: sessionId }).first()).toMatchObject(
      { score: 30, lead_id: id, email: 'atomic@example.com' },
    );
  });

  it('keeps a form sent for a session that is deleted meanwhile (the purge, an erasure), without its event', async () => {
    const sessionId = await createSession(app);
    const knex = app.db.knex;
    // What a purge batch does: lock the session, then delete it and its events.
    const purge = knex.transaction(async (trx) => {
      await trx('analytics_sessions').where({ session_id: sessionId }).forUpdate().first();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await trx('analytics_events').where({ session_id: sessionId }).delete();
      await trx('analytics_sessions').where({ session_id: sessionId }).delete();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = app.post('/api/contact', {
      name: 'Late',
      email: 'late@example.com',
      message: 'Sent as the session went.',
      sessionId,
    });
    const [response] = await Promise.all([sent, purge]);
    expect(response.status).toBe(201);
    expect(
      await knex('contact_messages').where({ email: 'late@example.com' }).first('message'),
    ).toEqual({
      message: 'Sent as the session went.',
    });
  });
});
