/**
 * The day's salt is shared: instances that ask at once get the same one (the insert that wins), so a
 * client has one key on every instance; another day has another salt; old ones are deleted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientHasherOf } from '../middleware/client-hash';
import { describeIntegration, testDatabaseKind, useTestDatabase } from '../test/harness';
import { openDatabase, type Database } from './connect';
import { purgeOldSalts, saltOfDay } from './ip-salts';

const days = async (db: Database) =>
  (
    (await db.knex('ip_salts').select(db.knex.raw("to_char(day, 'YYYY-MM-DD') as day"))) as {
      day: string;
    }[]
  )
    .map((row) => row.day)
    .sort();

describeIntegration('the salts of client keys', () => {
  const database = useTestDatabase();
  const instances: Database[] = [];
  beforeAll(async () => {
    const first = await openDatabase(database.current.settings);
    // The embedded database admits one process: there the two "instances" share it.
    const second =
      testDatabaseKind === 'postgres' ? await openDatabase(database.current.settings) : first;
    instances.push(first, second);
  });
  afterAll(async () => {
    for (const db of new Set(instances)) await db.close();
  });

  it('gives every instance the same salt for a day, and another day another one', async () => {
    const [a, b] = instances as [Database, Database];
    const salts = await Promise.all([a, b, a, b].map((db) => saltOfDay(db.knex, '2031-03-01')));
    const [first] = salts as [Buffer];
    expect(first.length).toBe(32);
    for (const salt of salts) expect(salt.equals(first)).toBe(true);
    expect((await saltOfDay(b.knex, '2031-03-02')).equals(first)).toBe(false);
    expect(await days(a)).toEqual(expect.arrayContaining(['2031-03-01', '2031-03-02']));
  });

  it('keys a client alike on every instance, and its whole IPv6 /64 alike', async () => {
    const [a, b] = instances as [Database, Database];
    const keys = await Promise.all(
      [a, b].map((db) => clientHasherOf(db.knex).key('2001:db8:5:6::1')),
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toBe(await clientHasherOf(b.knex).key('2001:db8:5:6:abcd::2'));
  });

  it("keeps only today's and yesterday's salts", async () => {
    const [a] = instances as [Database];
    await a.knex('ip_salts').delete();
    for (const day of ['2031-04-08', '2031-04-09', '2031-04-10']) await saltOfDay(a.knex, day);
    expect(await purgeOldSalts(a.knex, new Date('2031-04-10T12:00:00Z'))).toBe(1);
    expect(await days(a)).toEqual(['2031-04-09', '2031-04-10']);
  });
});
