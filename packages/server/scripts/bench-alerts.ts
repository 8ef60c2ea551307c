/**
 * Benchmark of the owner's hot-lead alert: from the event that takes a session to 75 points to the
 * alert accepted by a real SMTP server (smtp-server, in this process), and to the hot_lead.created
 * webhook received by a real HTTP receiver, over BENCH_LEADS hot leads (50) on PostgreSQL and on
 * PGlite, with the default settings (DELIVERY_POLL_MS 500). Beside it, the ceiling: the same SMTP
 * server's answer to nodemailer sending directly.
 *
 * The owner is alerted only about hot leads they can reach (mail/alert-gate.ts), so each lead is a
 * known visitor (an earlier session of theirs gave an address, written directly), from an address of
 * its own (X-Forwarded-For, TRUST_PROXY=loopback). The alert budget is lifted for a latency
 * benchmark: ALERT_MAX_PER_HOUR=1000 (so BENCH_LEADS at most 1000) and ALERT_MAX_PER_CLIENT=100;
 * at the defaults (10 an hour), all but the first 10 alerts would wait for the hour's roll-up.
 *
 *   npm run bench:alerts            (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import nodemailer, { type TransportOptions } from 'nodemailer';
import { BROWSER_USER_AGENT } from '../src/test/browser';
import { sessionPayload } from '../src/test/analytics-factories';
import { startInProcessBench } from './bench-in-process';

const leads = Number(process.env.BENCH_LEADS ?? 50);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 100);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const MAX_ALERTS_PER_HOUR = 1000;
if (leads > MAX_ALERTS_PER_HOUR)
  throw new Error(`BENCH_LEADS is at most ${MAX_ALERTS_PER_HOUR}, the alert budget's ceiling`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${values.length})`;

/** Alerts accepted, by session id (read from the alert's link), with the time of acceptance. */
async function startSmtp() {
  const accepted = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const html = typeof mail.html === 'string' ? mail.html : '';
          const session = /session=([\w-]+)/.exec(html)?.[1];
          if (session && mail.subject?.startsWith('Hot lead'))
            accepted.set(session, performance.now());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function startReceiver() {
  const received = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(body) as { type: string; data: { sessionId?: string } };
      if (payload.type === 'hot_lead.created' && payload.data.sessionId)
        received.set(payload.data.sessionId, performance.now());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function post(url: string, body: unknown, client: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_USER_AGENT,
      'x-forwarded-for': client,
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The events that take a returning visitor to exactly 75; the last one crosses. */
const HOT_PATH = [
  ['RETURN_VISITOR', '/', {}],
  ['SERVICES_PAGE_VIEWED', '/services', {}],
  ['CALCULATOR_STARTED', '/calculator', {}],
  ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: 'auth' }],
  ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: 'payment' }],
  ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: 'admin' }],
] as const;

async function run(target: string) {
  const smtp = await startSmtp();
  const receiver = await startReceiver();
  const bench = await startInProcessBench(target, 'alerts', {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'owner@studio.example',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    EVENT_RATE_LIMIT: '100000',
    ANALYTICS_IP_RATE_LIMIT: '10000000',
    ALERT_MAX_PER_HOUR: String(MAX_ALERTS_PER_HOUR),
    ALERT_MAX_PER_CLIENT: '100',
  });
  const { server } = bench;
  try {
    await server.db.knex('webhook_endpoints').insert({
      url: receiver.url,
      events: ['hot_lead.created'],
      secret: `whsec_${Buffer.from('bench-secret-0123456789abcdef').toString('base64')}`,
    });
    const crossedAt = new Map<string, number>();
    for (let i = 0; i < leads; i++) {
      const client = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      // A visitor whose earlier session gave their address: this session starts knowing it.
      const earlier = sessionPayload();
      await post(`${server.url}/api/analytics/session`, earlier, client);
      await server.db
        .knex('analytics_sessions')
        .where({ session_id: earlier.sessionId })
        .update({ email: `visitor${i}@example.com` });
      const session = sessionPayload({
        visitorId: earlier.visitorId,
        isReturningVisitor: true,
        visitCount: 2,
      });
      await post(`${server.url}/api/analytics/session`, session, client);
      for (const [index, [eventType, pageUrl, metadata]] of HOT_PATH.entries()) {
        if (index === HOT_PATH.length - 1) crossedAt.set(session.sessionId, performance.now());
        await post(
          `${server.url}/api/analytics/event`,
          {
            sessionId: session.sessionId,
            eventType,
            eventCategory: 'engagement',
            eventValue: 0,
            pageUrl,
            metadata,
          },
          client,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const deadline = Date.now() + 30_000;
    while ((smtp.accepted.size < leads || receiver.received.size < leads) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = (arrivals: Map<string, number>) =>
      [...crossedAt].flatMap(([id, crossed]) => {
        const arrived = arrivals.get(id);
        return arrived === undefined ? [] : [arrived - crossed];
      });
    const mail = latencies(smtp.accepted);
    const hooks = latencies(receiver.received);
    console.log(
      `${target.padEnd(8)} alert accepted by SMTP: ${summary(mail)}; missing ${leads - mail.length}`,
    );
    console.log(
      `${target.padEnd(8)} webhook received:       ${summary(hooks)}; missing ${leads - hooks.length}`,
    );
    const statuses = await server.db
      .knex('mail_messages')
      .where({ kind: 'hot_lead_alert' })
      .select('status')
      .count<{ status: string; n: number | string }[]>({ n: '*' })
      .groupBy('status');
    const queued = statuses.map(({ status, n }) => `${n} ${status}`).join(', ');
    console.log(`${target.padEnd(8)} alerts queued for ${leads} hot leads: ${queued}`);
  } finally {
    await bench.stop();
    await smtp.stop();
    await receiver.stop();
  }
}

async function ceiling() {
  const smtp = await startSmtp();
  const transport = nodemailer.createTransport({
    url: smtp.url,
    pool: true,
  } as TransportOptions);
  const times: number[] = [];
  for (let i = 0; i < leads; i++) {
    const started = performance.now();
    await transport.sendMail({
      from: 'a@b.example',
      to: 'owner@studio.example',
      subject: 'x',
      text: 'ceiling',
    });
    times.push(performance.now() - started);
  }
  transport.close();
  await smtp.stop();
  console.log(`ceiling  nodemailer straight to SMTP:  ${summary(times)}`);
}

console.log(
  `${leads} hot leads, one every ~${gapMs} ms plus their events; Node ${process.version}, ${os.cpus().length} CPUs`,
);
await ceiling();
for (const target of targets) await run(target);
