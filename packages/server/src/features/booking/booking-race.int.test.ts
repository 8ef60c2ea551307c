/**
 * Two visitors on one slot at the same instant: exactly one booking wins, the rest are 409, on
 * either database, and with two instances on one PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import {
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestDatabase,
} from '../../test/harness';
import { saveBookingSettings } from './settings';
import { OPEN_ALL_WEEK, postJson, slotAfter } from './test-kit';

const onPostgres = testDatabaseKind === 'postgres';
const RACERS = 8;

describeIntegration('no double booking', () => {
  const database = useTestDatabase();
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    const config = testConfig(database.current, { TRUST_PROXY: 'true' });
    servers.push(await startServer(config));
    if (onPostgres) servers.push(await startServer(config));
    await saveBookingSettings(servers[0]!.db.knex, OPEN_ALL_WEEK);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const race = async (instances: RunningServer[], skip: number) => {
    const slot = await slotAfter(instances[0]!.url, 2, skip);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        postJson(
          instances[i % instances.length]!.url,
          '/api/booking',
          { start: slot.start, name: `Racer ${i}`, email: `racer${skip}-${i}@example.com` },
          `192.0.2.${skip * RACERS + i + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
    const rows = await instances[0]!.db.knex('bookings').where({ start_at: new Date(slot.start) });
    expect(rows).toHaveLength(1);
  };

  it(`lets one of ${RACERS} simultaneous bookings of a slot win on one instance`, async () => {
    await race(servers.slice(0, 1), 0);
  });

  it.skipIf(!onPostgres)('lets one win across two instances on one PostgreSQL', async () => {
    await race(servers, 1);
    await race(servers, 2);
  });
});
