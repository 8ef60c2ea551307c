/**
 * Issue 32 part 2: movePersonStage, the one way the code moves a person's pipeline stage, logged in
 * status_changes; with onlyForward (what records and bookings use) never backwards, never out of
 * won or lost.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PIPELINE_STAGES, type PipelineStage } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { movePersonStage, movesForward } from './stage';

const OPEN_ORDER: PipelineStage[] = ['new', 'contacted', 'call_booked', 'proposal_sent', 'won'];

it('moves forward only along new < contacted < call_booked < proposal_sent < won, or to lost', () => {
  for (const from of PIPELINE_STAGES)
    for (const to of PIPELINE_STAGES) {
      const closed = from === 'won' || from === 'lost';
      const expected =
        !closed &&
        from !== to &&
        (to === 'lost' || OPEN_ORDER.indexOf(to) > OPEN_ORDER.indexOf(from));
      expect(movesForward(from, to), `${from} -> ${to}`).toBe(expected);
    }
});

describeIntegration('movePersonStage', () => {
  const app = useTestServer();
  const knex = () => app.db.knex;

  const newPerson = async (email: string) => {
    const response = await app.post('/api/contact', {
      name: 'Grace Hopper',
      email,
      message: 'We need a compiler for our invoices.',
    });
    expect(response.status).toBe(201);
    return knex()('people')
      .where({ email: email.toLowerCase() })
      .first<{ id: string; stage: string; stage_changed_at: Date | null }>(
        'id',
        'stage',
        'stage_changed_at',
      );
  };
  const stageOf = async (id: string) =>
    (await knex()('people').where({ id }).first<{ stage: string }>('stage'))!.stage;
  const changesOf = (id: string) =>
    knex()('status_changes')
      .where({ record_kind: 'person', record_id: id })
      .orderBy('id')
      .select('from_status', 'to_status', 'changed_by');

  it('moves a person by id or by address, logs the change and stamps the time', async () => {
    const person = (await newPerson('Grace@Example.com'))!;
    expect(person.stage).toBe('new');
    expect(person.stage_changed_at).toBeNull();

    const moved = await knex().transaction((trx) =>
      movePersonStage(trx, { email: ' GRACE@example.com ', to: 'contacted', by: null }),
    );
    expect(moved).toBe(true);
    const user = await knex()('users')
      .insert({ email: 'mover@studio.example', role: 'admin', password_hash: 'x' })
      .returning<{ id: string }[]>('id');
    expect(
      await knex().transaction((trx) =>
        movePersonStage(trx, { personId: person.id, to: 'won', by: user[0]!.id }),
      ),
    ).toBe(true);
    // The same stage again is no move and no log.
    expect(
      await knex().transaction((trx) =>
        movePersonStage(trx, { personId: person.id, to: 'won', by: null }),
      ),
    ).toBe(false);

    const after = await knex()('people')
      .where({ id: person.id })
      .first('stage', 'stage_changed_at');
    expect(after.stage).toBe('won');
    expect(after.stage_changed_at).not.toBeNull();
    expect(await changesOf(person.id)).toEqual([
      { from_status: 'new', to_status: 'contacted', changed_by: null },
      { from_status: 'contacted', to_status: 'won', changed_by: user[0]!.id },
    ]);
  });

  it('is no move for an unknown person or a malformed id', async () => {
    const attempts = [
      { personId: '0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80' },
      { personId: 'not-a-uuid' },
      { email: 'nobody@example.com' },
      { email: '   ' },
      {},
    ];
    for (const who of attempts)
      expect(
        await knex().transaction((trx) =>
          movePersonStage(trx, { ...who, to: 'contacted', by: null }),
        ),
        JSON.stringify(who),
      ).toBe(false);
  });

  it('with onlyForward, moves exactly when the order allows, from any stage to any stage', async () => {
    const person = (await newPerson('property@example.com'))!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PIPELINE_STAGES),
        fc.constantFrom(...PIPELINE_STAGES),
        async (from, to) => {
          await knex()('people').where({ id: person.id }).update({ stage: from });
          const logged = (await changesOf(person.id)).length;
          const moved = await knex().transaction((trx) =>
            movePersonStage(trx, { personId: person.id, to, by: null, onlyForward: true }),
          );
          expect(moved).toBe(movesForward(from, to));
          expect(await stageOf(person.id)).toBe(moved ? to : from);
          expect((await changesOf(person.id)).length).toBe(logged + (moved ? 1 : 0));
        },
      ),
      { numRuns: propertyRuns(36, 200) },
    );
  });

  it('without onlyForward, the owner may move a person anywhere, out of won or lost too', async () => {
    const person = (await newPerson('owner-moves@example.com'))!;
    for (const to of ['won', 'new', 'lost', 'proposal_sent'] as const)
      expect(
        await knex().transaction((trx) =>
          movePersonStage(trx, { personId: person.id, to, by: null }),
        ),
      ).toBe(true);
    expect(await stageOf(person.id)).toBe('proposal_sent');
  });

  it('two concurrent forward moves of one person both land in order, each logged once', async () => {
    const person = (await newPerson('race@example.com'))!;
    const results = await Promise.all(
      (['contacted', 'call_booked'] as const).map((to) =>
        knex().transaction((trx) =>
          movePersonStage(trx, { personId: person.id, to, by: null, onlyForward: true }),
        ),
      ),
    );
    expect(await stageOf(person.id)).toBe('call_booked');
    const changes = await changesOf(person.id);
    expect(changes.length).toBe(results.filter(Boolean).length);
    expect(changes.at(-1)).toMatchObject({ to_status: 'call_booked' });
  });
});
