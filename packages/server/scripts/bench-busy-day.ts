/**
 * A replayed busy day, before and after the owner-alert rules of issue 31 (mail/alert-gate.ts): the
 * day of scripts/busy-day-replay.ts through the public HTTP API of a started server, with a real
 * SMTP server in this process. For each kind of visitor: the owner mails the old rules sent (every
 * hot lead alerted, every form alerted, no capture alerts: the outbox's hot-lead and form alert rows)
 * against the mails the SMTP server received, and why the others were not mailed. Run twice: with
 * the hourly budget out of the way (ALERT_MAX_PER_HOUR=1000, the day's alerts spread out), and with
 * the whole day in one clock hour at the default budget (10), whose roll-up is then sent early.
 * Exits 1 when a kind of visitor gets more immediate mails than the issue allows (the attack: 0).
 *
 *   npm run bench:busy-day          (in packages/server; BENCH_TARGETS=pglite,postgres;
 *                                    PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 */
import os from 'node:os';
import type { Knex } from 'knex';
import { IMMEDIATE_ALERTS } from '../src/features/delivery/mail/alert-gate';
import { freePort, testMailServer, type ReceivedMail } from '../src/test/mail-server';
import { startInProcessBench } from './bench-in-process';
import { CATEGORIES, replayer, type Category } from './busy-day-replay';

const OWNER = 'owner@studio.example';
const OLD_RULES_KINDS = ['hot_lead_alert', 'lead_alert', 'contact_alert', 'workflow_alert'];
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const MODES = [
  { name: 'spread over the day: budget does not bind', maxPerHour: 1000 },
  { name: 'compressed into one clock hour, default budget', maxPerHour: 10 },
] as const;

interface AlertRow {
  kind: string;
  status: string;
  status_reason: string | null;
  about_session: string | null;
  rollup_hour: Date | string | null;
  alerted_at: Date | string | null;
}

/** What the issue allows each kind of visitor as immediate owner mails, and why. */
const ceilings = (maxPerClient: number): Record<Category, [number, string]> => ({
  browsing: [0, 'not hot, no form'],
  reachable: [8, 'one per person'],
  anonymous: [0, 'listed, not mailed'],
  coldForms: [5, 'forms alert'],
  attack: [0, 'issue: 0 immediate'],
  attackCaptures: [maxPerClient, 'ALERT_MAX_PER_CLIENT'],
});

/** Until no owner mail due now is queued, retrying or being sent (a roll-up waits for its hour). */
async function ownerMailSettled(knex: Knex) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await knex('mail_messages')
      .where({ audience: 'owner' })
      .whereIn('status', ['queued', 'retrying', 'sending'])
      .where('run_at', '<=', knex.fn.now())
      .count<{ n: number | string }[]>({ n: '*' });
    if (Number(row?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('owner mails still unsent after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pad = (value: string | number, width: number) =>
  typeof value === 'number' ? String(value).padStart(width) : value.padEnd(width);
const hourOf = (value: Date | string) => new Date(value).toISOString().slice(0, 13);

async function run(target: string, mode: (typeof MODES)[number]): Promise<string[]> {
  const smtp = testMailServer(await freePort());
  await smtp.start();
  const bench = await startInProcessBench(target, 'busy_day', {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: '100',
    ALERT_MAX_PER_HOUR: String(mode.maxPerHour),
  });
  const { server, config } = bench;
  const { knex } = server.db;
  try {
    const started = performance.now();
    const day = await replayer({
      url: server.url,
      knex,
      catalogue: config.site.catalogue,
    }).replay();
    const replayedMs = performance.now() - started;
    await ownerMailSettled(knex);
    const immediate = smtp.received.filter((mail) => mail.to.includes(OWNER));
    const rows = await knex('mail_messages')
      .whereIn('kind', IMMEDIATE_ALERTS)
      .select<AlertRow[]>(
        'kind',
        'status',
        'status_reason',
        'about_session',
        'rollup_hour',
        'alerted_at',
      );
    const hotSessions: string[] = await knex('hot_leads').pluck('session_id');

    // The end of the hour, come early: the roll-up of what the budget held.
    const rollups = await knex('mail_messages')
      .where({ kind: 'alert_rollup' })
      .update({ run_at: knex.fn.now() });
    await ownerMailSettled(knex);
    const rolledUpMails = smtp.received.filter(
      (mail) => mail.to.includes(OWNER) && !immediate.includes(mail),
    );

    const categoryOfMail = (mail: ReceivedMail): Category | undefined => {
      const text = mail.text.toLowerCase();
      return [...day.emails].find(([email]) => text.includes(email))?.[1];
    };
    type Tally = { sessions: number; hot: number; old: number; mailed: number; sent: number };
    type Line = Tally & { rollup: number; reasons: Map<string, number> };
    const lines = new Map<Category | 'unattributed', Line>();
    const line = (category: Category | 'unattributed') => {
      let entry = lines.get(category);
      if (!entry) {
        const zero = { sessions: 0, hot: 0, old: 0, mailed: 0, sent: 0, rollup: 0 };
        lines.set(category, (entry = { ...zero, reasons: new Map() }));
      }
      return entry;
    };
    for (const category of Object.keys(CATEGORIES) as Category[]) line(category);
    for (const category of day.sessions.values()) line(category).sessions++;
    for (const session of hotSessions) line(day.sessions.get(session) ?? 'unattributed').hot++;
    for (const mail of immediate) line(categoryOfMail(mail) ?? 'unattributed').mailed++;
    for (const row of rows) {
      const entry = line(
        (row.about_session && day.sessions.get(row.about_session)) || 'unattributed',
      );
      if (OLD_RULES_KINDS.includes(row.kind)) entry.old++;
      if (row.status === 'sent') entry.sent++;
      if (row.rollup_hour) entry.rollup++;
      else if (row.status !== 'sent') {
        const reason = `${row.status}: ${row.status_reason ?? ''}`;
        entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + 1);
      }
    }

    const limits = config.delivery.alerts;
    const allowed = ceilings(limits.maxPerClient);
    const hours = new Set(rows.flatMap((row) => (row.alerted_at ? [hourOf(row.alerted_at)] : [])));
    console.log(
      `\n${target}, ${mode.name} (ALERT_MAX_PER_HOUR=${limits.maxPerHour}, ` +
        `ALERT_MAX_PER_CLIENT=${limits.maxPerClient}, ALERT_BURST_MINUTES=${limits.burstMinutes}); ` +
        `replayed in ${(replayedMs / 1000).toFixed(1)} s, mails sent in clock hour(s) ${[...hours].join(', ')} UTC`,
    );
    const header = [
      'sessions',
      'hot',
      'old rules',
      'now mailed',
      'roll-up',
      'not mailed',
      'ceiling',
    ];
    console.log(`${pad('category', 34)}${header.map((h) => h.padStart(11)).join('')}  why`);
    const failures: string[] = [];
    const total = { sessions: 0, hot: 0, old: 0, mailed: 0, rollup: 0, held: 0 };
    for (const [category, entry] of lines) {
      const held = [...entry.reasons.values()].reduce((a, b) => a + b, 0);
      const [ceiling, why] =
        category === 'unattributed' ? [0, 'should be none'] : allowed[category];
      const name = category === 'unattributed' ? 'unattributed' : CATEGORIES[category];
      const cells = [
        entry.sessions,
        entry.hot,
        entry.old,
        entry.mailed,
        entry.rollup,
        held,
        ceiling,
      ];
      console.log(`${pad(name, 34)}${cells.map((cell) => pad(cell, 11)).join('')}  ${why}`);
      if (entry.mailed > ceiling || entry.sent > ceiling)
        failures.push(
          `${name}: ${Math.max(entry.mailed, entry.sent)} immediate mails, ceiling ${ceiling}`,
        );
      if (entry.mailed !== entry.sent)
        failures.push(`${name}: SMTP received ${entry.mailed}, outbox says ${entry.sent} sent`);
      total.sessions += entry.sessions;
      total.hot += entry.hot;
      total.old += entry.old;
      total.mailed += entry.mailed;
      total.rollup += entry.rollup;
      total.held += held;
    }
    const budget = limits.maxPerHour * Math.max(1, hours.size);
    const totals = [total.sessions, total.hot, total.old, total.mailed, total.rollup, total.held];
    console.log(
      `${pad('total', 34)}${[...totals, budget].map((cell) => pad(cell, 11)).join('')}  ALERT_MAX_PER_HOUR x hours`,
    );
    if (total.mailed > budget)
      failures.push(`total: ${total.mailed} immediate mails, budget ${budget}`);
    const attack = lines.get('attack')?.mailed ?? 0;
    console.log(`attack: 0 immediate mails expected, ${attack} received`);
    console.log(
      `roll-up: ${total.rollup} alerts held for it; ${rollups} roll-up row(s), ` +
        `${rolledUpMails.length} roll-up mail(s) received (${rolledUpMails.map((mail) => `"${mail.subject}"`).join(', ') || 'none'})`,
    );
    console.log('not mailed, by reason:');
    for (const [category, entry] of lines)
      for (const [reason, count] of entry.reasons)
        console.log(`  ${pad(category, 15)}${pad(count, 4)}  ${reason}`);
    return failures;
  } finally {
    await bench.stop();
    await smtp.stop();
  }
}

console.log(`A replayed busy day; Node ${process.version}, ${os.cpus().length} CPUs`);
const failures: string[] = [];
for (const target of targets)
  for (const mode of MODES)
    failures.push(...(await run(target, mode)).map((f) => `${target}: ${f}`));
if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
