/**
 * Issue 32: the owner's reply templates (defaults until saved, admin only), and the daily digest
 * listing the day's bookings and the follow-ups due, in the owner's time zone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_REPLY_TEMPLATES, type Json, type ReplyTemplatesSetting } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';
import { adminFetch, signedIn } from '../../test/sign-in';
import { queueDigestIfDue } from '../delivery/mail/digest';
import { dayOfDate } from './day';

const smtp = testMailServer(await freePort());
const OWNER = 'digest.owner@studio.example';
const ZONE = 'America/Los_Angeles';
const ROUTE = '/api/admin/settings/reply-templates';

describeIntegration('reply templates and the digest of the day', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: '100',
    TIME_ZONE: ZONE,
  });
  let admin = '';
  let viewer = '';
  const call = adminFetch(app, () => admin);

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    viewer = await signedIn(app, 'viewer');
  });

  it('answers the defaults until the owner saves templates, then theirs', async () => {
    const first = (await (await call('GET', ROUTE)).json()) as Json<ReplyTemplatesSetting>;
    expect(first).toEqual({ templates: DEFAULT_REPLY_TEMPLATES, source: 'default' });
    const mine = [
      { id: 'short', name: 'Short', subject: 'Hi {{firstName}}', body: 'Thanks, {{name}}!' },
    ];
    const saved = await call('PUT', ROUTE, { templates: mine });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ templates: mine, source: 'saved' });
    expect(await (await call('GET', ROUTE)).json()).toEqual({ templates: mine, source: 'saved' });

    for (const bad of [
      { templates: [{ ...mine[0], id: 'Bad Id' }] },
      { templates: [mine[0], mine[0]] },
      { templates: mine, extra: 1 },
      { templates: 'none' },
      [],
    ]) {
      const response = await call('PUT', ROUTE, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    }
    expect(await (await call('GET', ROUTE)).json()).toEqual({ templates: mine, source: 'saved' });
    const asViewer = adminFetch(app, () => viewer);
    expect((await asViewer('GET', ROUTE)).status).toBe(403);
    expect((await asViewer('PUT', ROUTE, { templates: [] })).status).toBe(403);
  });

  it("lists the day's bookings and the follow-ups due (and overdue) in the digest", async () => {
    const email = 'digest.person@example.com';
    await app.post('/api/contact', { name: 'Katherine Johnson', email, message: 'Hello!' });
    const person = (await app.db.knex('people').where({ email }).first('id')) as { id: string };
    const now = new Date('2031-06-10T17:00:00Z');
    const day = await dayOfDate(app.db.knex, ZONE, '2031-06-10');
    const at = (hours: number) => new Date(day.start.getTime() + hours * 3600_000);
    await app.db.knex('bookings').insert([
      {
        person_id: person.id,
        name: 'Katherine Johnson',
        email,
        start_at: at(14.5),
        end_at: at(15),
        manage_token_hash: randomUUID(),
      },
      {
        person_id: person.id,
        name: 'Not Today',
        email,
        start_at: at(30),
        end_at: at(30.5),
        manage_token_hash: randomUUID(),
      },
    ]);
    await app.db.knex('person_reminders').insert([
      { person_id: person.id, due_at: at(9), note: 'Send the <b>proposal</b>' },
      { person_id: person.id, due_at: at(-30), note: 'Chase the deposit' },
      { person_id: person.id, due_at: at(25), note: 'Tomorrow, not listed' },
      { person_id: person.id, due_at: at(8), note: 'Already done', done_at: at(8) },
    ]);

    expect(await queueDigestIfDue(app.db.knex, 0, ZONE, now)).toBe(true);
    const [digest] = await smtp.waitFor(
      (mail) => mail.to.includes(OWNER) && mail.subject.startsWith('Your day'),
    );
    const { text, html } = digest!;
    expect(text).toMatch(/bookings today/i);
    expect(text).toMatch(/14:30-15:00: Katherine Johnson <digest\.person@example\.com>/);
    expect(text).not.toContain('Not Today');
    expect(text).toMatch(/follow-ups due/i);
    expect(text).toMatch(/Today: Katherine Johnson .* - Send the <b>proposal<\/b>/);
    expect(text).toMatch(/Overdue since 8 Jun: Katherine Johnson .* - Chase the deposit/);
    expect(text).not.toMatch(/Tomorrow, not listed|Already done/);
    expect(html).toContain('Send the &lt;b&gt;proposal&lt;/b&gt;');
    expect(html).toContain(`https://studio.example/admin/people/${person.id}`);
  });
});
