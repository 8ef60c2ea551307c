/**
 * Webhooks against a real HTTP receiver that verifies every signature with `standardwebhooks`:
 * each event arrives once, signed; a receiver answering 500 is retried with the same webhook-id;
 * a delivery that fails for good can be retried by the owner.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, reachHot, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { deliveriesSettled } from '../../test/outbox';
import { signedIn } from '../../test/sign-in';
import { startReceiver, type TestReceiver } from '../../test/webhook-receiver';
import { MAX_ATTEMPTS } from './jobs';

describeIntegration('webhooks', () => {
  const app = useTestServer({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    DELIVERY_POLL_MS: '100',
    DELIVERY_FIRST_RETRY_SECONDS: '1',
    EVENT_RATE_LIMIT: '1000',
  });
  let receiver: TestReceiver;
  let cookie = '';
  let endpointId = '';
  beforeAll(async () => {
    receiver = await startReceiver();
    cookie = await signedIn(app, 'admin');
  });
  afterAll(() => receiver.close());

  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${app.url}/api/admin${path}`, {
      method,
      headers: {
        cookie,
        origin: new URL(app.url).origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('creates an endpoint and shows its secret once', async () => {
    const response = await admin('POST', '/webhooks', {
      url: receiver.url,
      events: ['lead.created', 'hot_lead.created', 'email.captured'],
      description: 'CRM',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; secret: string };
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    receiver.secret = created.secret;
    endpointId = created.id;
    const list = (await (await admin('GET', '/webhooks')).json()) as { items: unknown[] };
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(list.items).toEqual([
      expect.objectContaining({ id: created.id, url: receiver.url, enabled: true }),
    ]);
  });

  it('refuses what it cannot deliver', async () => {
    const bad = [
      [{ url: 'ftp://example.com/x', events: ['lead.created'] }, 'url'],
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['lead.deleted'] }, 'events'],
      [{ url: 'https://user:pw@example.com/x', events: ['lead.created'] }, 'url'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await admin('POST', '/webhooks', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: object }).fields).toHaveProperty(field);
    }
  });

  it('delivers a signed lead.created for a calculator lead', async () => {
    const email = 'hook.lead@example.com';
    const response = await app.post('/api/calculate', {
      email,
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    const { id } = (await response.json()) as { id: string };
    const [hook] = await receiver.waitFor((h) => h.type === 'lead.created');
    expect(hook).toMatchObject({ verified: true, status: 204 });
    expect(hook!.payload.data).toMatchObject({
      id,
      email,
      totalCost: 2000,
      selectedFeatures: ['auth'],
      lineItems: [{ id: 'auth', name: 'User Authentication', price: 2000 }],
    });
    // The receiver has answered; the worker records that answer a moment later.
    await expect
      .poll(() => app.db.knex('webhook_deliveries').where({ event_type: 'lead.created' }))
      .toEqual([
        expect.objectContaining({
          id: hook!.id,
          status: 'sent',
          attempts: 1,
          response_status: 204,
        }),
      ]);
  });

  it('delivers hot_lead.created once, and email.captured', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, visitCount: 2 });
    await reachHot(app, sessionId);
    await track(app, sessionId, 'EMAIL_CAPTURED', { metadata: { email: 'hot.hook@example.com' } });
    const [hot] = await receiver.waitFor((h) => h.type === 'hot_lead.created');
    expect(hot!.verified).toBe(true);
    expect(hot!.payload.data).toMatchObject({ sessionId, score: 75, source: 'direct' });
    // Every event's times in one form, whether queued by TypeScript or by the ingestion statement.
    const [lead] = await receiver.waitFor((h) => h.type === 'lead.created');
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(hot!.payload.timestamp).toMatch(iso);
    expect(lead!.payload.timestamp).toMatch(iso);
    expect(hot!.payload.data.createdAt).toMatch(iso);
    const [captured] = await receiver.waitFor((h) => h.type === 'email.captured');
    expect(captured!.payload.data).toMatchObject({ sessionId, via: 'popup' });
    await track(app, sessionId, 'PORTFOLIO_VIEWED', { pageUrl: '/portfolio' });
    await deliveriesSettled(app.db.knex, 'webhook_deliveries', { event_type: 'hot_lead.created' });
    expect(receiver.received.filter((h) => h.type === 'hot_lead.created')).toHaveLength(1);
  });

  it('retries a receiver that answers 500, with the same webhook-id', async () => {
    receiver.failNext(2, 500);
    const response = await admin('POST', `/webhooks/${endpointId}/test`);
    expect(response.status).toBe(202);
    const { deliveryId } = (await response.json()) as { deliveryId: string };
    const attempts = await receiver.waitFor((h) => h.id === deliveryId, 3, 15_000);
    expect(attempts.map((h) => h.status)).toEqual([500, 500, 204]);
    expect(attempts.every((h) => h.verified && h.type === 'webhook.test')).toBe(true);
    const logged = async () => {
      const log = (await (await admin('GET', `/webhooks/${endpointId}/deliveries`)).json()) as {
        items: { id: string }[];
      };
      return log.items.find((d) => d.id === deliveryId);
    };
    await expect.poll(logged).toMatchObject({ status: 'sent', attempts: 3, responseStatus: 204 });
  });

  it('marks a delivery failed after the last attempt, and retries it on request', async () => {
    receiver.failNext(1, 503);
    // A delivery whose nine attempts before have failed: the next one is the last.
    const [inserted] = await app.db
      .knex('webhook_deliveries')
      .insert({
        endpoint_id: endpointId,
        event_type: 'webhook.test',
        payload: JSON.stringify({ type: 'webhook.test', timestamp: new Date(), data: {} }),
        status: 'retrying',
        attempts: MAX_ATTEMPTS - 1,
      })
      .returning<{ id: string }[]>('id');
    const deliveryId = inserted!.id;
    const status = async () =>
      (await app.db.knex('webhook_deliveries').where({ id: deliveryId }).first()).status;
    await receiver.waitFor((h) => h.id === deliveryId);
    await expect.poll(status).toBe('failed');
    const retried = await admin('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/retry`);
    expect(retried.status).toBe(200);
    const attempts = await receiver.waitFor((h) => h.id === deliveryId, 2);
    expect(attempts.at(-1)!.status).toBe(204);
    await expect.poll(status).toBe('sent');
    const again = await admin('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/retry`);
    expect(again.status).toBe(409);
  });

  it('signs with the new secret after a rotation', async () => {
    const rotated = (await (
      await admin('POST', `/webhooks/${endpointId}/rotate-secret`)
    ).json()) as {
      secret: string;
    };
    receiver.secret = rotated.secret;
    const { deliveryId } = (await (await admin('POST', `/webhooks/${endpointId}/test`)).json()) as {
      deliveryId: string;
    };
    const [hook] = await receiver.waitFor((h) => h.id === deliveryId);
    expect(hook!.verified).toBe(true);
  });
});

describeIntegration('webhooks to private addresses', () => {
  const app = useTestServer();
  it('are refused unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const cookie = await signedIn(app, 'admin');
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://10.0.0.8/x',
      'http://[::1]/x',
      'http://localhost/x',
      'http://169.254.169.254/latest',
    ]) {
      const response = await fetch(`${app.url}/api/admin/webhooks`, {
        method: 'POST',
        headers: { cookie, origin: new URL(app.url).origin, 'content-type': 'application/json' },
        body: JSON.stringify({ url, events: ['lead.created'] }),
      });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/refused/);
    }
  });
});
