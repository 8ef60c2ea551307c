/**
 * Webhook formats end to end: endpoints in Slack's, Discord's and ntfy's formats receive every event
 * at real HTTP receivers that judge each request by the service's documented rules
 * (test/service-shapes.ts) and answer as the service would. A hostile visitor name reaches each one
 * accepted and harmless; "Send a test event" answers exactly what arrives.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebhookFormat, WebhookTestAnswer } from '@leadline/domain';
import {
  createSession,
  knownVisitorSession,
  reachHot,
  track,
} from '../../test/analytics-factories';
import { deliveriesSettled } from '../../test/outbox';
import { ANONYMOUS_REASON } from './mail/alert-gate';
import { describeIntegration, useTestServer } from '../../test/harness';
import { decodeHeader } from '../../test/service-shapes';
import {
  startServiceReceiver,
  type Service,
  type ServiceDelivery,
  type ServiceReceiver,
} from '../../test/service-receiver';
import { adminFetch, signedIn } from '../../test/sign-in';

const SERVICES: Service[] = ['slack', 'discord', 'ntfy'];
const HOSTILE = '@everyone <!channel> *Mallory* & <@123> =?UTF-8?B?SGk=?= Zoë 🔥';

describeIntegration('webhook formats', () => {
  const app = useTestServer({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    DELIVERY_POLL_MS: '100',
    DELIVERY_FIRST_RETRY_SECONDS: '1',
    EVENT_RATE_LIMIT: '1000',
    PUBLIC_URL: 'https://leads.example.com',
  });
  let receiver: ServiceReceiver;
  let cookie = '';
  const admin = adminFetch(app, () => cookie);
  const endpoints = {} as Record<Service, string>;

  beforeAll(async () => {
    receiver = await startServiceReceiver();
    cookie = await signedIn(app, 'admin');
  });
  afterAll(() => receiver.close());

  const arrived = (service: Service, text: string) =>
    receiver.waitFor((d) => d.service === service && readable(d).includes(text));

  /** What the owner reads: the body, with ntfy's title decoded. */
  const readable = (d: ServiceDelivery) =>
    d.service === 'ntfy' ? `${decodeHeader(String(d.headers['x-title']))}\n${d.body}` : d.body;

  const accepted = (d: ServiceDelivery) => {
    expect(d.problems, `${d.service}: ${d.body.slice(0, 500)}`).toEqual([]);
    expect(d.status).toBeLessThan(300);
  };

  it('creates an endpoint per format; without one it is standard', async () => {
    for (const format of SERVICES) {
      const response = await admin('POST', '/api/admin/webhooks', {
        url: receiver.urls[format],
        events: ['lead.created', 'contact.created', 'hot_lead.created', 'email.captured'],
        format,
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as { id: string; format: WebhookFormat };
      expect(created.format).toBe(format);
      endpoints[format] = created.id;
    }
    const plain = await admin('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/x',
      events: ['lead.created'],
      enabled: false,
    });
    expect(((await plain.json()) as { format: string }).format).toBe('standard');
    const list = (await (await admin('GET', '/api/admin/webhooks')).json()) as {
      items: { format: string }[];
      formats: string[];
    };
    expect(list.items.map((e) => e.format)).toEqual(['slack', 'discord', 'ntfy', 'standard']);
    expect(list.formats).toEqual(['standard', 'slack', 'discord', 'ntfy']);
  });

  it('refuses an unknown format with a 400 that names the formats, on create and update', async () => {
    for (const format of ['teams', '', 'SLACK', 7, null, ['slack']]) {
      const created = await admin('POST', '/api/admin/webhooks', {
        url: receiver.urls.slack,
        events: ['lead.created'],
        format,
      });
      expect(created.status, JSON.stringify(format)).toBe(400);
      const body = (await created.json()) as { fields: Record<string, string> };
      // A string is told the formats; another type may be told it must be text (input-shape.ts).
      expect(body.fields.format).toMatch(
        typeof format === 'string' ? /standard, slack, discord, ntfy/ : /^format /,
      );
      const updated = await admin('PATCH', `/api/admin/webhooks/${endpoints.slack}`, { format });
      expect(updated.status).toBe(400);
    }
    const changed = await admin('PATCH', `/api/admin/webhooks/${endpoints.slack}`, {
      format: 'discord',
    });
    expect(((await changed.json()) as { format: string }).format).toBe('discord');
    await admin('PATCH', `/api/admin/webhooks/${endpoints.slack}`, { format: 'slack' });
  });

  it('keeps the format list in the database too', async () => {
    const refused = await app.db
      .knex('webhook_endpoints')
      .where({ id: endpoints.slack })
      .update({ format: 'teams' })
      .then(
        () => false,
        () => true,
      );
    expect(refused).toBe(true);
  });

  it('answers a test event with exactly what arrives, unsigned, and the service accepts it', async () => {
    for (const format of SERVICES) {
      const response = await admin('POST', `/api/admin/webhooks/${endpoints[format]}/test`);
      expect(response.status).toBe(202);
      const { request } = (await response.json()) as WebhookTestAnswer;
      expect(request).toMatchObject({ format, signed: false });
      const delivery = await receiver.waitFor(
        (d) => d.service === format && d.body === request.body,
      );
      accepted(delivery);
      for (const [name, value] of Object.entries(request.headers))
        expect(delivery.headers[name], name).toBe(value);
      expect(delivery.headers['webhook-signature']).toBeUndefined();
      expect(readable(delivery)).toContain('Test event from Leadline');
    }
  });

  it('delivers a calculator lead and a contact message from a hostile name to each service', async () => {
    const lead = await app.post('/api/calculate', {
      name: HOSTILE,
      email: 'mallory.lead@example.com',
      selectedFeatures: ['auth', 'payment'],
      totalCost: 5500,
    });
    expect(lead.status).toBe(201);
    const contact = await app.post('/api/contact', {
      name: HOSTILE,
      email: 'mallory.contact@example.com',
      message: `Hello <!here>\n${'a long line & more <b>markup</b> '.repeat(300)}`,
    });
    expect(contact.status).toBeLessThan(300);
    for (const service of SERVICES) {
      const leadHook = await arrived(service, 'mallory.lead');
      accepted(leadHook);
      const contactHook = await arrived(service, 'mallory.contact');
      accepted(contactHook);
    }
    // Slack reads mentions in mrkdwn (not in the header's plain text): there they are escaped.
    const slack = JSON.parse((await arrived('slack', 'mallory.lead')).body) as {
      text: string;
      blocks: { fields?: { text: string }[] }[];
    };
    const mrkdwn = [slack.text, ...slack.blocks.flatMap((b) => b.fields ?? []).map((f) => f.text)];
    expect(mrkdwn.join('\n')).not.toContain('<!channel>');
    expect(mrkdwn.join('\n')).toContain('&lt;!channel&gt;');
    const discord = JSON.parse((await arrived('discord', 'mallory.contact')).body) as {
      content: string;
      allowed_mentions: unknown;
    };
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(discord.content).toContain('\\@everyone');
    expect(discord.content.length).toBeLessThanOrEqual(2000);
    const ntfy = await arrived('ntfy', 'mallory.lead');
    expect(decodeHeader(String(ntfy.headers['x-title']))).toBe(
      `New calculator lead: ${HOSTILE} <mallory.lead@example.com>, $5,500`,
    );
    expect(ntfy.headers['x-click']).toBe('https://leads.example.com/admin/leads');
  });

  it('delivers a hot lead (ntfy at high priority) and a captured e-mail to each service', async () => {
    const sessionId = await knownVisitorSession(app, 'known.hot@example.com');
    await reachHot(app, sessionId);
    // Another visitor's address: an alert per person, and the chat follows the owner's mail.
    await track(app, await createSession(app), 'EMAIL_CAPTURED', {
      metadata: { email: 'hot.format@example.com' },
    });
    for (const service of SERVICES) {
      accepted(await arrived(service, 'Hot lead'));
      accepted(await arrived(service, 'hot.format'));
    }
    const ntfy = await arrived('ntfy', 'Hot lead');
    expect(ntfy.headers).toMatchObject({ 'x-priority': '4', 'x-tags': 'fire' });
    expect(ntfy.headers['x-click']).toBe(
      `https://leads.example.com/admin/hot-leads?session=${encodeURIComponent(sessionId)}`,
    );
  });

  it('tells no chat about an anonymous hot lead', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, visitCount: 2 });
    await reachHot(app, sessionId);
    await deliveriesSettled(app.db.knex, 'webhook_deliveries', {
      event_type: 'hot_lead.created',
    });
    const rows = await app.db
      .knex('webhook_deliveries')
      .where({ event_type: 'hot_lead.created' })
      .whereRaw(`payload->'data'->>'sessionId' = ?`, [sessionId]);
    expect(rows.length).toBe(SERVICES.length);
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'suppressed',
        last_error: `Not sent, as the owner's alert mail: ${ANONYMOUS_REASON}`,
      });
  });

  it('records what a service refused: a standard body at Slack is answered invalid_blocks', async () => {
    const response = await admin('POST', '/api/admin/webhooks', {
      url: receiver.urls.slack,
      events: ['lead.created'],
    });
    const { id } = (await response.json()) as { id: string };
    const { deliveryId } = (await (
      await admin('POST', `/api/admin/webhooks/${id}/test`)
    ).json()) as WebhookTestAnswer;
    const refused = await receiver.waitFor(
      (d) => d.service === 'slack' && d.status === 400 && d.body.includes('webhook.test'),
    );
    expect(refused.problems).toContain('no text and no blocks');
    await expect
      .poll(
        async () =>
          (await app.db.knex('webhook_deliveries').where({ id: deliveryId }).first()).last_error,
      )
      .toBe('HTTP 400: invalid_blocks');
    await admin('DELETE', `/api/admin/webhooks/${id}`);
  });
});
