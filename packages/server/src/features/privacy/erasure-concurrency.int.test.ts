/**
 * An erasure while the visitor is still on the site: events keep arriving for the session being
 * erased. Each is stored before the erasure (and erased with it) or refused after it (404, the
 * session is gone); none is a 5xx, and nothing of the address is left.
 */
import { expect, it } from 'vitest';
import { createSession, eventPayload, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';

describeIntegration('an erasure during a visit', () => {
  const app = useTestServer();

  it('erases the session while its events arrive, without a 5xx or a row left', async () => {
    const admin = await signedIn(app, 'admin', 'owner@studio.example');
    const email = 'busy.visitor@example.com';
    const sessionId = await createSession(app);
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/services' });
    expect(
      (await app.post('/api/contact', { name: 'Busy', email, message: 'Hi.', sessionId })).status,
    ).toBe(201);
    const person = await app.db.knex('people').where({ email }).first<{ id: string }>('id');

    let firstStored: () => void = () => undefined;
    const oneStored = new Promise<void>((resolve) => (firstStored = resolve));
    const events = Array.from({ length: 60 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 3));
      const response = await app.post(
        '/api/analytics/event',
        eventPayload(sessionId, 'PAGE_VIEW', { pageUrl: `/blog/${index}` }),
      );
      if (response.status < 300) firstStored();
      return response.status;
    });
    // The erasure starts once the burst is under way.
    const erasure = oneStored.then(() =>
      fetch(`${app.url}/api/admin/people/${person!.id}/erase`, {
        method: 'POST',
        headers: { origin: app.url, cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ confirmEmail: email }),
      }),
    );
    const [erased, ...statuses] = await Promise.all([erasure, ...events]);

    expect(erased.status).toBe(200);
    const { rowCounts } = (await erased.json()) as { rowCounts: Record<string, number> };
    for (const status of statuses) expect(status).toBeOneOf([200, 201, 202, 404]);
    // Some events landed before the erasure and went with it; the ones after it found no session.
    const stored = statuses.filter((status) => status < 300).length;
    expect(stored).toBeGreaterThan(0);
    // Whenever the burst ends, an event after the erasure finds no session.
    expect((await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/after' })).status).toBe(404);
    expect(rowCounts.analytics_events).toBeGreaterThanOrEqual(stored);
    const left = await app.db.knex('analytics_events').where({ session_id: sessionId }).count();
    expect(Number((left[0] as { count: string | number }).count)).toBe(0);
    expect(await app.db.knex('people').where({ email }).first()).toBeUndefined();
    expect(
      await app.db.knex('analytics_sessions').where({ session_id: sessionId }).first(),
    ).toBeUndefined();
  });

  it('erases while the same visitor sends forms: neither side gets a 5xx', async () => {
    const admin = await signedIn(app, 'admin', 'owner2@studio.example');
    const email = 'form.filler@example.com';
    const sessionId = await createSession(app);
    for (let index = 0; index < 20; index++) {
      await track(app, sessionId, 'PAGE_VIEW', { pageUrl: `/blog/${index}` });
    }
    const lead = { name: 'Filler', email, selectedFeatures: ['auth'], totalCost: 2000, sessionId };
    expect((await app.post('/api/calculate', lead)).status).toBe(201);
    const person = await app.db.knex('people').where({ email }).first<{ id: string }>('id');

    const forms = Array.from({ length: 12 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 10));
      return (await app.post('/api/calculate', lead)).status;
    });
    const erasure = fetch(`${app.url}/api/admin/people/${person!.id}/erase`, {
      method: 'POST',
      headers: { origin: app.url, cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: email }),
    });
    const [erased, ...statuses] = await Promise.all([erasure, ...forms]);
    expect(erased.status).toBe(200);
    for (const status of statuses) expect(status).toBe(201);
    // What came after the erasure is new: its leads, and the person they make again.
    const { rowCounts } = (await erased.json()) as { rowCounts: Record<string, number> };
    const left = await app.db
      .knex('calculator_leads')
      .where({ email })
      .count<{ n: string }[]>('* as n');
    expect(rowCounts.calculator_leads! + Number(left[0]!.n)).toBe(13);
  });
});
