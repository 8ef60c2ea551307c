/**
 * Each format's body for every event: the shape its service accepts (judged by the validators of
 * test/service-shapes.ts), its limits and its escaping, on examples and on hostile generated data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEnvelope,
  type WebhookFormat,
} from '@leadline/domain';
import { propertyRuns } from '../../../../test/property-runs';
import {
  decodeHeader,
  discordProblems,
  ntfyProblems,
  slackProblems,
  type ServiceRequest,
} from '../../../../test/service-shapes';
import { renderRequest } from '.';
import { alertMessage } from './message';
import { clip, clipBytes } from './clip';

const ADMIN = 'https://leads.example.com/admin';
const RUNS = propertyRuns(200, 2000);

const ALL_TYPES: WebhookEnvelope['type'][] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

const envelope = (type: WebhookEnvelope['type'], data: unknown): WebhookEnvelope<unknown> => ({
  type,
  timestamp: '2026-12-01T10:00:00.000Z',
  data,
});

const asRequest = (format: WebhookFormat, env: WebhookEnvelope<unknown>): ServiceRequest => {
  const { headers, body } = renderRequest(format, env, ADMIN);
  return { method: 'POST', headers, body: Buffer.from(body, 'utf8') };
};

/** Every mrkdwn text object's text in a Slack body. */
function mrkdwnTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(mrkdwnTexts);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const own = object.type === 'mrkdwn' && typeof object.text === 'string' ? [object.text] : [];
  return [...own, ...Object.values(object).flatMap(mrkdwnTexts)];
}

const JUDGES = { slack: slackProblems, discord: discordProblems, ntfy: ntfyProblems } as const;

const HOT = envelope('hot_lead.created', {
  id: 'h1',
  sessionId: 's-1',
  email: 'ada@example.com',
  name: 'Ada',
  score: 80,
  reasons: ['used_calculator', 'viewed_services'],
  source: 'search',
  utmSource: 'google',
  utmCampaign: 'spring',
  createdAt: '2026-12-01T10:00:00.000Z',
});

const HOSTILE_NAMES = [
  '@everyone',
  '@here <@123> <!channel> <!here>',
  '<https://evil.example|click me>',
  '*bold* _it_ ~strike~ `code` ||spoiler|| [x](https://evil.example) # head',
  'Tom & Jerry <tom@example.com>',
  '=?UTF-8?B?SGk=?=',
  'Zoë 🔥 Ⅻ 𝕏 \u202e',
  'line\r\nX-Injected: yes',
  'a\u0000b\ud800c',
];

describe('webhook formats', () => {
  it('sends the stored envelope itself as `standard`', () => {
    const { headers, body } = renderRequest('standard', HOT, ADMIN);
    expect(headers).toEqual({ 'content-type': 'application/json' });
    expect(body).toBe(JSON.stringify(HOT));
  });

  it('writes a hot lead for Slack as a header, fields and a link to the session', () => {
    const body = JSON.parse(renderRequest('slack', HOT, ADMIN).body) as {
      text: string;
      blocks: { type: string; text?: { text: string }; fields?: { text: string }[] }[];
    };
    expect(body.text).toBe('🔥 Hot lead: Ada &lt;ada@example.com&gt; scored 80');
    expect(body.blocks.map((b) => b.type)).toEqual(['header', 'section', 'context']);
    expect(body.blocks[0]!.text!.text).toBe('🔥 Hot lead: Ada <ada@example.com> scored 80');
    expect(body.blocks[1]!.fields!.map((f) => f.text)).toEqual([
      '*Name*\nAda',
      '*E-mail*\nada@example.com',
      '*Score*\n80',
      '*Why*\nused calculator, viewed services',
      '*Source*\nsearch (spring)',
    ]);
    expect(JSON.stringify(body.blocks[2])).toContain(
      `<${ADMIN}/hot-leads?session=s-1|View session> in Leadline`,
    );
    expect(slackProblems(asRequest('slack', HOT))).toEqual([]);
  });

  it('writes a hot lead for Discord as content that pings nobody', () => {
    const body = JSON.parse(renderRequest('discord', HOT, ADMIN).body) as Record<string, unknown>;
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toBe(
      [
        '🔥 **Hot lead\\: Ada \\<ada\\@example.com\\> scored 80**',
        '**Name:** Ada',
        '**E-mail:** ada\\@example.com',
        '**Score:** 80',
        '**Why:** used calculator, viewed services',
        '**Source:** search \\(spring\\)',
        `[View session](<${ADMIN}/hot-leads?session=s-1>)`,
      ].join('\n'),
    );
  });

  it('writes a hot lead for ntfy as text with a high priority, a fire tag and a click URL', () => {
    const { headers, body } = renderRequest('ntfy', HOT, ADMIN);
    expect(headers).toEqual({
      'content-type': 'text/plain; charset=utf-8',
      'x-title': 'Hot lead: Ada <ada@example.com> scored 80',
      'x-priority': '4',
      'x-tags': 'fire',
      'x-click': `${ADMIN}/hot-leads?session=s-1`,
    });
    expect(body).toBe(
      'Name: Ada\nE-mail: ada@example.com\nScore: 80\nWhy: used calculator, viewed services\nSource: search (spring)',
    );
  });

  it('sends a title ntfy cannot take as Latin-1 as an RFC 2047 encoded word', () => {
    const env = envelope('contact.created', {
      name: 'Zoë 🔥',
      email: 'z@example.com',
      message: 'hi',
    });
    const { headers } = renderRequest('ntfy', env, ADMIN);
    expect(headers['x-title']).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(decodeHeader(headers['x-title']!)).toBe('New message from Zoë 🔥 <z@example.com>');
    expect(headers['x-priority']).toBe('4');
  });

  it('links every event to its place in the admin', () => {
    const links = Object.fromEntries(
      ALL_TYPES.map((type) => [
        type,
        alertMessage(envelope(type, { sessionId: 's 1' }), ADMIN).link.url,
      ]),
    );
    expect(links).toEqual({
      'lead.created': `${ADMIN}/leads`,
      'contact.created': `${ADMIN}/contacts`,
      'workflow.completed': `${ADMIN}/workflow-submissions`,
      'hot_lead.created': `${ADMIN}/hot-leads?session=s%201`,
      'email.captured': `${ADMIN}/people`,
      'webhook.test': `${ADMIN}/integrations`,
    });
  });

  it('keeps a long contact message within Slack, Discord and ntfy limits', () => {
    const env = envelope('contact.created', {
      name: 'N'.repeat(500),
      email: 'e@example.com',
      company: '&'.repeat(3000),
      message: `${'<&>\n'.repeat(2000)}end`,
    });
    for (const format of ['slack', 'discord', 'ntfy'] as const)
      expect(JUDGES[format](asRequest(format, env)), format).toEqual([]);
    const slack = JSON.parse(renderRequest('slack', env, ADMIN).body) as {
      blocks: { type: string; text?: { text: string } }[];
    };
    const quote = slack.blocks.find((b) => b.type === 'section' && b.text)!.text!.text;
    expect(quote.length).toBeLessThanOrEqual(3000);
    expect(quote.startsWith('>&lt;&amp;&gt;\n>&lt;')).toBe(true);
    expect(quote.endsWith('…')).toBe(true);
  });

  it('clips by whole characters, escapes included', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    const amp = (c: string) => (c === '&' ? '&amp;' : c);
    expect(clip('a&b&c', 7, amp)).toBe('a&amp;…');
    expect(clip('a&b&c', 6, amp)).toBe('a…');
    expect(clip('😀😀😀', 5)).toBe('😀😀…');
    expect(Buffer.byteLength(clipBytes('é'.repeat(3000), 4096))).toBeLessThanOrEqual(4096);
  });

  const hostileString = fc.oneof(
    fc.constantFrom(...HOSTILE_NAMES),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.integer({ min: 1000, max: 9000 }).map((n) => '@<&*>'.repeat(n)),
  );
  const hostileValue = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.array(hostileString, { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
  );
  const FIELDS = [
    'name',
    'email',
    'company',
    'message',
    'score',
    'reasons',
    'source',
    'utmCampaign',
    'sessionId',
    'lineItems',
    'selectedFeatures',
    'totalCost',
    'painPoint',
    'teamSize',
    'timeline',
    'budgetRange',
    'manualProcess',
    'via',
    'fit',
  ];
  const hostileEnvelope = fc
    .tuple(
      fc.constantFrom(...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT),
      fc.oneof(
        fc.record(Object.fromEntries(FIELDS.map((f) => [f, hostileValue])), {
          requiredKeys: [],
        }),
        hostileValue,
      ),
    )
    .map(([type, data]) => envelope(type, data));

  it(`renders ${RUNS} hostile events into bodies each service accepts`, () => {
    fc.assert(
      fc.property(hostileEnvelope, fc.constantFrom('slack', 'discord', 'ntfy'), (env, format) => {
        const request = asRequest(format, env);
        expect(JUDGES[format](request)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('lets no visitor text make a Slack link or mention, a Discord ping or an ntfy header', () => {
    fc.assert(
      fc.property(hostileEnvelope, (env) => {
        // In Slack's mrkdwn (and the fallback text) the only `<` is the admin link's own.
        const slack = JSON.parse(renderRequest('slack', env, ADMIN).body) as { text: string };
        const mrkdwn = [slack.text, ...mrkdwnTexts(slack)].join('\n');
        expect(mrkdwn.match(/</g)).toHaveLength(1);
        expect(mrkdwn).toContain(`<${ADMIN}/`);
        expect(mrkdwn).not.toMatch(/&(?!amp;|lt;|gt;)/);

        const discord = JSON.parse(renderRequest('discord', env, ADMIN).body) as {
          content: string;
          allowed_mentions: unknown;
        };
        expect(discord.allowed_mentions).toEqual({ parse: [] });
        expect(discord.content).not.toMatch(/(^|[^\\])@(everyone|here)/);

        const ntfy = renderRequest('ntfy', env, ADMIN).headers;
        for (const value of Object.values(ntfy)) expect(value).toMatch(/^[\x20-\x7e]*$/);
        expect(decodeHeader(ntfy['x-title']!)).toBe(clip(alertMessage(env, ADMIN).title, 250));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
