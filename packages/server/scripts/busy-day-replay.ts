/**
 * A busy day of visitors, replayed through the public HTTP API of a started server (for
 * scripts/bench-busy-day.ts): 200 sessions from 150 network addresses, of which 20 become hot (8
 * reachable, 12 anonymous), 5 forms from cold sessions, and the attack of issue 31: 40 anonymous
 * sessions from one address pushed over 75 with one events batch each, and 40 more from another
 * address that also gives 10 addresses in the popup.
 */
import type { Knex } from 'knex';
import { catalogueIds, totalCostOf, type Catalogue, type EventPayload } from '@leadline/domain';
import { BROWSER_USER_AGENT } from '../src/test/browser';
import { eventPayload, sessionPayload } from '../src/test/analytics-factories';

export const CATEGORIES = {
  browsing: 'browsing, no form',
  reachable: 'reachable hot leads',
  anonymous: 'anonymous hot leads',
  coldForms: 'forms from cold sessions',
  attack: 'attack: 40 anonymous, 1 address',
  attackCaptures: 'attack + 10 popup addresses',
} as const;
export type Category = keyof typeof CATEGORIES;

/** What the replay did, for reading the outbox and the SMTP server's mails by category. */
export interface Day {
  sessions: Map<string, Category>;
  /** Each address a visitor gave, lower-cased (an alert names it). */
  emails: Map<string, Category>;
}

interface Target {
  url: string;
  knex: Knex;
  catalogue: Catalogue;
}

type Metadata = Record<string, unknown>;
type Step = readonly [eventType: string, pageUrl: string, metadata?: Metadata];

async function post(target: Target, path: string, body: unknown, client: string) {
  const response = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_USER_AGENT,
      'x-forwarded-for': client,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as { score?: number };
}

/** A small seeded generator (mulberry32): the same day every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function replayer(target: Target) {
  const day: Day = { sessions: new Map(), emails: new Map() };
  const [f0 = 'auth', f1 = 'payment'] = catalogueIds(target.catalogue);
  /** 80 points: past 75 in one batch. */
  const HOT: Step[] = [
    ['PAGE_VIEW', '/'],
    ['SERVICES_PAGE_VIEWED', '/services'],
    ['PRICING_DISCUSSED', '/services'],
    ['CALCULATOR_STARTED', '/calculator'],
    ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: f0 }],
    ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: f1 }],
  ];
  /** 55 points: warm; a form (30) or an exit-intent address (25) makes it hot. */
  const WARM: Step[] = [
    ['PAGE_VIEW', '/'],
    ['SERVICES_PAGE_VIEWED', '/services'],
    ['CALCULATOR_STARTED', '/calculator'],
    ['CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId: f0 }],
    ['PAGE_VIEW', '/calculator'],
  ];
  const browse = (n: number): Step[] => [
    ...['/', '/blog', '/services', '/portfolio']
      .slice(0, 1 + (n % 4))
      .map((page): Step => ['PAGE_VIEW', page]),
    ...(n % 3 === 0 ? [['SERVICES_PAGE_VIEWED', '/services'] as const] : []),
    ...(n % 5 === 0
      ? [['BLOG_POST_READ_FULLY', '/blog/a', { slug: `post-${n % 7}` }] as const]
      : []),
  ];
  const events = (sessionId: string, steps: Step[]): EventPayload[] =>
    steps.map(([type, pageUrl, metadata]) => eventPayload(sessionId, type, { pageUrl, metadata }));

  async function open(category: Category, client: string, visitorId?: string) {
    const payload = sessionPayload(
      visitorId ? { visitorId, isReturningVisitor: true, visitCount: 2 } : {},
    );
    await post(target, '/api/analytics/session', payload, client);
    day.sessions.set(payload.sessionId, category);
    return payload.sessionId;
  }
  async function batch(
    sessionId: string,
    steps: Step[],
    client: string,
    extra: EventPayload[] = [],
  ) {
    const body = { sessionId, events: [...events(sessionId, steps), ...extra] };
    return (await post(target, '/api/analytics/events', body, client)).score ?? 0;
  }
  const address = (category: Category, local: string) => {
    const email = `${local}@example.com`;
    day.emails.set(email, category);
    return email;
  };
  const calculate = (sessionId: string, email: string, client: string) => {
    const selectedFeatures = [f0];
    const totalCost = totalCostOf(target.catalogue, selectedFeatures);
    const lead = { name: 'Cal', email, selectedFeatures, totalCost, sessionId };
    return post(target, '/api/calculate', lead, client);
  };
  const contact = (sessionId: string, email: string, client: string) =>
    post(
      target,
      '/api/contact',
      { name: 'Casey', email, message: 'We would like to talk about a project.', sessionId },
      client,
    );
  const expectScore = (score: number, test: (s: number) => boolean, what: string) => {
    if (!test(score)) throw new Error(`${what}: unexpected score ${score}`);
  };
  const hot = (s: number) => s >= 75;
  const notHot = (s: number) => s < 75;

  /** One visit each: a session and what its visitor does. */
  function visits(): { category: Category; run: () => Promise<void> }[] {
    const list: { category: Category; run: () => Promise<void> }[] = [];
    const add = (category: Category, run: (id: string, client: string) => Promise<void>) => {
      const index = list.length;
      const a = index % 150;
      const client = `198.18.${Math.floor(a / 250)}.${(a % 250) + 1}`;
      list.push({ category, run: async () => run(await open(category, client), client) });
    };
    for (let n = 0; n < 3; n++)
      add('reachable', async (id, client) => {
        expectScore(await batch(id, HOT, client), hot, 'popup');
        const email = address('reachable', `popup${n}`);
        const captured = eventPayload(id, 'EMAIL_CAPTURED', { metadata: { email, name: 'Pop' } });
        await post(target, '/api/analytics/event', captured, client);
      });
    add('reachable', async (id, client) => {
      const email = address('reachable', 'exit0');
      const exit = eventPayload(id, 'EXIT_INTENT_CONVERTED', { metadata: { email } });
      expectScore(await batch(id, WARM, client, [exit]), hot, 'exit intent');
    });
    for (let n = 0; n < 2; n++)
      add('reachable', async (id, client) => {
        expectScore(await batch(id, WARM, client), (s) => s >= 50 && s < 75, 'warm');
        await calculate(id, address('reachable', `calc-hot${n}`), client);
      });
    add('reachable', async (id, client) => {
      expectScore(await batch(id, HOT, client), hot, 'contact');
      await contact(id, address('reachable', 'contact-hot0'), client);
    });
    // A visitor who gave their address on an earlier day (written directly, without that day's alerts).
    list.push({
      category: 'reachable',
      run: async () => {
        const client = '198.18.1.200';
        const earlier = await open('browsing', client);
        const email = address('reachable', 'known0');
        const [row] = (await target
          .knex('analytics_sessions')
          .where({ session_id: earlier })
          .update({ email })
          .returning('visitor_id')) as { visitor_id: string }[];
        if (!row) throw new Error('the earlier session is gone');
        const id = await open('reachable', client, row.visitor_id);
        expectScore(await batch(id, HOT, client), hot, 'known visitor');
      },
    });
    for (let n = 0; n < 12; n++)
      add('anonymous', async (id, client) =>
        expectScore(await batch(id, HOT, client), hot, 'anon'),
      );
    for (let n = 0; n < 3; n++)
      add('coldForms', async (id, client) => {
        expectScore(await batch(id, browse(n), client), notHot, 'cold');
        await calculate(id, address('coldForms', `calc-cold${n}`), client);
      });
    add('coldForms', async (id, client) => {
      await batch(id, browse(1), client);
      await contact(id, address('coldForms', 'contact-cold0'), client);
    });
    add('coldForms', async (id, client) => {
      await batch(id, browse(2), client);
      const email = address('coldForms', 'questionnaire0');
      const answers = { painPoint: 'reporting', teamSize: '6-15', timeline: '1-2_months' };
      const final = { ...answers, budgetRange: '15k-30k', name: 'Quinn', email };
      const wizard = { sessionId: id, completedSteps: 7, totalSteps: 7, ...final };
      await post(target, '/api/workflow-wizard', wizard, client);
    });
    for (let n = list.length; n < 200; n++)
      add('browsing', async (id, client) =>
        expectScore(await batch(id, browse(n), client), notHot, 'browsing'),
      );
    return list;
  }

  /** 40 sessions opened and pushed over 75 at once from one address, the first `captures` giving one. */
  async function attack(category: Category, client: string, captures: number) {
    const ids = await Promise.all(Array.from({ length: 40 }, () => open(category, client)));
    await Promise.all(
      ids.map(async (id, n) => {
        const extra =
          n < captures
            ? [
                eventPayload(id, 'EMAIL_CAPTURED', {
                  metadata: { email: address(category, `x${n}`) },
                }),
              ]
            : [];
        expectScore(await batch(id, HOT, client, extra), hot, 'attack');
      }),
    );
  }

  /** The day, shuffled, 8 visitors at a time; the attacks in the middle of it. */
  async function replay(): Promise<Day> {
    const random = seeded(31);
    const list = visits()
      .map((visit) => ({ visit, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ visit }) => visit.run);
    const middle = Math.floor(list.length / 2);
    list.splice(middle, 0, () => attack('attack', '203.0.113.40', 0));
    list.splice(middle + 1, 0, () => attack('attackCaptures', '203.0.113.41', 10));
    const worker = async () => {
      for (let task = list.shift(); task; task = list.shift()) await task();
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return day;
  }
  return { replay };
}
