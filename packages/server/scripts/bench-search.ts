/**
 * The admin's search box and the people screens at 100,000 people on PostgreSQL: p50 and p95 of
 * GET /api/admin/search for short, common, rare, exact and missing queries, the people list and one
 * person's record, beside GET /api/auth/user (a signed-in request that reads nothing else) as the
 * ceiling of the same server.
 *
 *   npm run bench:search   (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 *
 * BENCH_PEOPLE makes a smaller or larger run.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { benchDatabase } from './bench-postgres';
import { startBenchServer, timeGets } from './bench-server';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const REQUESTS = 50;
const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Marie',
  'Ivan',
  'Mara',
  'Linus',
  'Ana',
  'Jonas',
  'Sofia',
  'Omar',
  'Lena',
  'Tariq',
  'Yuki',
  'Pablo',
  'Chloé',
  'Zoë',
  'Bjørn',
  'Anand',
  'Nia',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Curie',
  'Ivanova',
  'Okafor',
  'Torvalds',
  'García',
  'Berg',
  'Rossi',
  'Haddad',
  'Novak',
  'Khan',
  'Tanaka',
  'Silva',
  'Dubois',
  'Müller',
  'Larsen',
  'Patel',
  'Mensah',
  'Kowalski',
  'Nguyen',
  'Costa',
  'Hughes',
  'Moreau',
  'Sato',
  'Weber',
  'Fischer',
  'Ortiz',
  'Ahmed',
];
const COMPANY = [
  'Studio',
  'Labs',
  'Works',
  'Bakery',
  'Logistics',
  'Dental',
  'Consulting',
  'Fitness',
  'Books',
  'Garden',
  'Motors',
  'Travel',
  'Legal',
  'Design',
  'Foods',
];

const list = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(', ')}]`;

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const person = `
    select g,
      (${list(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + (g / 7) % ${LAST.length}] as name,
      lower((${list(FIRST)})[1 + g % ${FIRST.length}]) || '.' || g || '@mail' || (g % 500) || '.example' as email,
      (${list(LAST)})[1 + (g / 3) % ${LAST.length}] || ' ' || (${list(COMPANY)})[1 + g % ${COMPANY.length}] as company
    from generate_series(1, $1::int) g`;
  // Every person has a calculator lead; one in two a contact message, one in three a questionnaire,
  // one in three a session with a popup capture. The triggers make the people.
  await client.query(
    `insert into analytics_sessions (session_id, visitor_id, device_type, source, score, email, created_at, last_activity_at)
     select 's' || g, 'v' || g, 'desktop', 'direct', (g * 7919::bigint) % 120,
       case when g % 3 = 0 then email end, timestamptz '2026-11-01' - g * interval '1 minute', timestamptz '2026-11-01' - g * interval '1 minute'
     from (${person}) p`,
    [PEOPLE],
  );
  await client.query(
    `insert into calculator_leads (name, email, selected_features, line_items, total_cost, session_id, created_at)
     select name, email, array['auth'], '[{"id":"auth","name":"User Authentication","price":2000}]'::jsonb, 2000, 's' || g, timestamptz '2026-11-01' - g * interval '1 minute' from (${person}) p`,
    [PEOPLE],
  );
  await client.query(
    `insert into contact_messages (name, email, company, message, created_at)
     select name, email, company, 'Hello', timestamptz '2026-11-01' - g * interval '1 minute' from (${person}) p where g % 2 = 0`,
    [PEOPLE],
  );
  await client.query(
    `insert into workflow_submissions (session_id, name, email, company, completed_steps, created_at)
     select 'w' || g, name, email, company, 7, timestamptz '2026-11-01' - g * interval '1 minute' from (${person}) p where g % 3 = 1`,
    [PEOPLE],
  );
  await client.query('analyze');
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from people');
  console.log(
    `seeded ${rows[0]?.n.toLocaleString('en-US')} people (${PEOPLE.toLocaleString('en-US')} leads, ${(PEOPLE / 2).toLocaleString('en-US')} messages, ${Math.round(PEOPLE / 3).toLocaleString('en-US')} questionnaires) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const { rows: some } = await client.query<{ id: string; email: string }>(
    `select id, email from people order by email offset $1 limit 1`,
    [Math.floor(PEOPLE / 2)],
  );
  await client.end();
  const [one] = some;
  if (!one) throw new Error('no person was seeded');
  return one;
}

async function main() {
  const { url, stop } = await benchDatabase('leadline_bench_search');
  try {
    const db = await openDatabase({ databaseUrl: url, dataDir: '' });
    await migrateToLatest(db);
    await db.close();
    const someone = await seed(url);
    const server = await startBenchServer(url);
    try {
      const queries: [string, string][] = [
        ['an', 'two letters, in most names'],
        ['mar', 'three letters, common'],
        ['ivanova', 'a family name (1 in 30)'],
        ['bakery', 'a company word (1 in 15)'],
        [someone.email, 'one exact address'],
        [someone.email.slice(0, 9), 'the start of an address'],
        ['example', 'in every address'],
        ['qqxz', 'nothing matches'],
      ];
      console.log(
        `\nSearch and people at ${PEOPLE.toLocaleString('en-US')} people, ${REQUESTS} requests each, one at a time (target p95 under 50 ms)`,
      );
      const row = (label: string, { p50, p95 }: { p50: number; p95: number }) =>
        console.log(`  ${label.padEnd(52)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
      row('ceiling: GET /api/auth/user', await timeGets(server, '/api/auth/user', REQUESTS));
      for (const [q, what] of queries)
        row(
          `search "${q.length > 20 ? `${q.slice(0, 20)}…` : q}" (${what})`,
          await timeGets(server, `/api/admin/search?q=${encodeURIComponent(q)}`, REQUESTS),
        );
      row('people list, first page', await timeGets(server, '/api/admin/people', REQUESTS));
      row(
        'people list, page 5,000',
        await timeGets(server, '/api/admin/people?offset=50000', REQUESTS),
      );
      row('one person record', await timeGets(server, `/api/admin/people/${someone.id}`, REQUESTS));
    } finally {
      server.stop();
    }
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
