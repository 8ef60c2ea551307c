/**
 * PostgreSQL stopped, then frozen, under a steady load of events: clients get 503 with Retry-After
 * within the configured timeouts (never 500, never a request held for the outage), the server
 * recovers within 5 s of the database's return, and every acknowledged event is stored exactly once.
 * The database is one of the test's own (it is stopped and frozen): see test/dedicated-postgres.ts.
 * Prints the figures of each run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { startServer, type RunningServer } from '../../server';
import { startDedicatedPostgres, type DedicatedPostgres } from '../../test/dedicated-postgres';
import { isAcknowledged, startEventLoad, type Answer, type EventLoad } from '../../test/event-load';
import { sessionPayload } from '../../test/analytics-factories';
import { BROWSER_USER_AGENT } from '../../test/browser';
import { testConfig } from '../../test/harness';

const CLIENTS = 16;
/** How long the database stays stopped, as in the measurement of issue 12. */
const OUTAGE_MS = 5_000;
/** Longer than the timeouts, so that they, not the freeze's end, answer the requests. */
const FREEZE_MS = 8_000;
const RECOVERY_LIMIT_MS = 5_000;

let postgres: DedicatedPostgres;
let config: Config;
let server: RunningServer;
let dataDir: string;
const sessionIds: string[] = [];

async function postSession(payload = sessionPayload()) {
  const sentAt = performance.now();
  const response = await fetch(`${server.url}/api/analytics/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
    body: JSON.stringify(payload),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: Math.round(performance.now() - sentAt),
  };
}

beforeAll(async () => {
  postgres = await startDedicatedPostgres();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-outage-'));
  const database = {
    settings: { databaseUrl: postgres.url, dataDir },
    drop: async () => {},
  };
  // The timeouts are the defaults; the rate limits would only get in the way of the load.
  config = testConfig(database, {
    EVENT_RATE_LIMIT: '10000000',
    ANALYTICS_IP_RATE_LIMIT: '10000000',
  });
  server = await startServer(config);
  for (let i = 0; i < CLIENTS; i++) {
    const payload = sessionPayload();
    expect(await postSession(payload)).toMatchObject({ status: 201 });
    sessionIds.push(payload.sessionId);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The longest any request may wait: a connection's or a statement's timeout, and some slack. */
const answerLimitMs = () =>
  Math.max(config.databaseConnectTimeoutSeconds, config.databaseStatementTimeoutSeconds) * 1000 +
  1000;

/** Runs the load until `acknowledged` more events are acknowledged. */
async function steady(load: EventLoad, acknowledged = 100): Promise<void> {
  const target = load.acknowledged.length + acknowledged;
  if (load.acknowledged.length < target) {
    await load.next(() => load.acknowledged.length >= target);
  }
}

interface Stored {
  rows: number;
  distinct: number;
  missing: number;
  /** Sessions whose score is not the sum of their events' points (an event counted twice). */
  scoresOff: number;
}

async function stored(eventIds: readonly string[]): Promise<Stored> {
  const { knex } = server.db;
  const { rows } = await knex.raw<{ rows: { event_id: string; copies: number }[] }>(
    `select event_id, count(*)::int as copies from analytics_events
     where event_id = any(?) group by event_id`,
    [[...eventIds]],
  );
  const { rows: off } = await knex.raw<{ rows: unknown[] }>(
    `select s.session_id from analytics_sessions s
     where s.session_id = any(?) and s.score <>
       (select coalesce(sum(e.points), 0) from analytics_events e where e.session_id = s.session_id)`,
    [sessionIds],
  );
  return {
    rows: rows.reduce((sum, row) => sum + row.copies, 0),
    distinct: rows.length,
    missing: eventIds.length - rows.length,
    scoresOff: off.length,
  };
}

function summarize(answers: readonly Answer[], from: number, to: number) {
  const during = answers.filter((answer) => answer.answeredAt >= from && answer.sentAt <= to);
  const unavailable = answers.filter((answer) => answer.status === 503);
  const other = answers.filter((answer) => !isAcknowledged(answer) && answer.status !== 503);
  const longest = Math.max(...answers.map((answer) => answer.answeredAt - answer.sentAt));
  return {
    requests: answers.length,
    acknowledged: answers.filter(isAcknowledged).length,
    unavailable: unavailable.length,
    unavailableDuring: during.filter((answer) => answer.status === 503).length,
    withoutRetryAfter: unavailable.filter((answer) => !answer.retryAfter).length,
    otherStatuses: [...new Set(other.map((answer) => answer.status))],
    longestMs: Math.round(longest),
  };
}

interface Outage {
  name: string;
  /** Cuts the database off; resolves once it is cut. */
  begin(): Promise<void> | void;
  /** Brings it back; resolves once it can answer. */
  end(): Promise<void> | void;
  lastsMs: number;
}

/**
 * Runs the load, cuts the database off for `lastsMs` once it is steady, brings it back, and checks
 * what the clients were answered and what was stored.
 */
async function throughOutage({ name, begin, end, lastsMs }: Outage): Promise<void> {
  const load = startEventLoad(server.url, sessionIds);
  let finished = false;
  try {
    await steady(load);
    const cutAt = performance.now();
    await begin();
    // The outage is felt (what the answers were is checked below).
    await load.next((answer) => !isAcknowledged(answer));
    const session = await postSession();
    await delay(lastsMs - (performance.now() - cutAt));
    await end();
    const backAt = performance.now();
    const first = await load.next(
      (answer) => isAcknowledged(answer) && answer.sentAt >= backAt,
      RECOVERY_LIMIT_MS * 2,
    );
    const recoveryMs = Math.round(first.answeredAt - backAt);
    await steady(load);
    await load.finish();
    finished = true;

    const figures = summarize(load.answers, cutAt, backAt);
    const sent = new Set(load.answers.map((answer) => answer.eventId));
    const db = await stored(load.acknowledged);
    // eslint-disable-next-line no-console -- the figures an outage report quotes
    console.log(
      `[outage] PostgreSQL ${name} ${((backAt - cutAt) / 1000).toFixed(1)} s under ${CLIENTS} clients: ` +
        `${figures.requests} requests, ${figures.unavailable} answered 503 ` +
        `(${figures.unavailableDuring} during the outage, ${figures.withoutRetryAfter} without Retry-After), ` +
        `other failures: ${figures.otherStatuses.join(', ') || 'none'}; ` +
        `longest answer ${figures.longestMs} ms; recovered ${recoveryMs} ms after PostgreSQL was back; ` +
        `${load.acknowledged.length} events acknowledged, ${db.rows} stored ` +
        `(${db.missing} missing, ${db.rows - db.distinct} twice, ${db.scoresOff} scores off); ` +
        `${sent.size} distinct events sent; a session posted meanwhile: ${session.status} in ${session.ms} ms`,
    );

    // A page loaded meanwhile: its session is refused alike, for its tracker to send again.
    expect(session).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(session.ms).toBeLessThanOrEqual(answerLimitMs());
    expect(figures.otherStatuses).toEqual([]);
    expect(figures.unavailableDuring).toBeGreaterThan(0);
    expect(figures.withoutRetryAfter).toBe(0);
    expect(figures.longestMs).toBeLessThanOrEqual(answerLimitMs());
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(db).toEqual({
      rows: load.acknowledged.length,
      distinct: load.acknowledged.length,
      missing: 0,
      scoresOff: 0,
    });
    // Every event sent was in the end acknowledged: none was refused for good.
    expect(sent.size).toBe(load.acknowledged.length);
  } finally {
    if (!finished) await load.abort();
    await postgres.restore();
  }
}

describe('analytics events through a PostgreSQL outage [dedicated PostgreSQL]', () => {
  it('answers 503 while PostgreSQL is stopped, recovers within 5 s of its start, and stores each acknowledged event once', async () => {
    await throughOutage({
      name: 'stopped',
      begin: () => postgres.stop(),
      end: () => postgres.start(),
      lastsMs: OUTAGE_MS,
    });
  }, 90_000);

  it('answers 503 within the timeouts while PostgreSQL is frozen, and stores each acknowledged event once', async () => {
    await throughOutage({
      name: 'frozen',
      begin: () => postgres.freeze(),
      end: () => postgres.thaw(),
      lastsMs: FREEZE_MS,
    });
  }, 90_000);
});
