/**
 * Issue 32: a reply from the person record goes out through the outbox, from MAIL_FROM with the
 * owner's Reply-To, the owner's words escaped in its HTML, logged on the person's timeline with who
 * sent it; the visitor's daily limit neither holds it back nor counts it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Json, PersonRecord, SentReply } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';
import { deliveriesSettled } from '../../test/outbox';
import { adminFetch, signedIn } from '../../test/sign-in';

const smtp = testMailServer(await freePort());
const OWNER = 'owner@studio.example';

describeIntegration('replies from the person record', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'alerts@studio.example',
    PUBLIC_URL: 'https://studio.example',
    MAIL_FROM: 'Studio <no-reply@studio.example>',
    DELIVERY_POLL_MS: '100',
  });
  let admin = '';
  let viewer = '';
  let personId = '';
  const visitor = 'reply.visitor@example.com';
  const call = adminFetch(app, () => admin);
  const reply = (id: string, body: unknown, cookie = admin) =>
    adminFetch(app, () => cookie)('POST', `/api/admin/people/${id}/messages`, body);

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', OWNER);
    viewer = await signedIn(app, 'viewer');
    const sent = await app.post('/api/contact', {
      name: 'Ada Lovelace',
      email: visitor,
      message: 'Can you build an engine?',
    });
    expect(sent.status).toBe(201);
    const person = await app.db.knex('people').where({ email: visitor }).first('id');
    personId = (person as { id: string }).id;
  });

  it('mails the reply from MAIL_FROM with Reply-To the owner, escaped, and logs it on the timeline', async () => {
    const body = 'Hi Ada,\n\nYes: <script>alert(1)</script> & "quotes".\nSecond line.';
    const response = await reply(personId, { subject: '  Your engine  ', body });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as Json<SentReply>;
    expect(sent).toMatchObject({ subject: 'Your engine', to: visitor, status: 'queued' });

    const [mail] = await smtp.waitFor(
      (received) => received.to.includes(visitor) && received.subject === 'Your engine',
    );
    expect(mail!.from).toContain('no-reply@studio.example');
    const replyTo = mail!.headers.get('reply-to') as { text: string } | undefined;
    expect(replyTo?.text).toBe('"Alex Morgan" <hello@leadline.dev>');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(mail!.text).toContain('Yes: <script>alert(1)</script> & "quotes".');
    expect(mail!.text).toContain('Second line.');
    expect(mail!.text).toContain('Alex Morgan');

    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'reply' });
    const record = (await (
      await call('GET', `/api/admin/people/${personId}`)
    ).json()) as Json<PersonRecord>;
    const item = record.timeline.find(
      (entry) => entry.type === 'message' && entry.messageId === sent.messageId,
    );
    expect(item).toMatchObject({ title: 'Reply: Your engine', status: 'sent', by: OWNER });
    expect(await app.db.knex('person_replies').where({ id: sent.id }).first()).toMatchObject({
      person_id: personId,
      body: body.trim(),
      mail_message_id: sent.messageId,
    });
  });

  it("is in the person's export and goes with their erasure, with their reminders", async () => {
    const address = 'export.me@example.com';
    await app.post('/api/contact', { name: 'Cy', email: address, message: 'Hi there.' });
    const id = (
      (await app.db.knex('people').where({ email: address }).first('id')) as { id: string }
    ).id;
    expect((await reply(id, { subject: 'Thanks', body: 'Talk soon.' })).status).toBe(201);
    expect(
      (await call('POST', `/api/admin/people/${id}/reminders`, { dueAt: '2030-01-02' })).status,
    ).toBe(201);
    const exported = (await (await call('GET', `/api/admin/people/${id}/export`)).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.tables.person_replies).toEqual([
      expect.objectContaining({ subject: 'Thanks', body: 'Talk soon.' }),
    ]);
    expect(exported.tables.person_reminders).toHaveLength(1);
    const erased = await call('POST', `/api/admin/people/${id}/erase`, { confirmEmail: address });
    expect(erased.status).toBe(200);
    expect(
      ((await erased.json()) as { rowCounts: Record<string, number> }).rowCounts,
    ).toMatchObject({ person_replies: 1, person_reminders: 1, people: 1 });
    expect(await app.db.knex('person_replies').where({ person_id: id })).toEqual([]);
  });

  it('is neither held back nor counted by the daily limit of automated visitor mail', async () => {
    const address = 'many.replies@example.com';
    await app.post('/api/contact', { name: 'Bo', email: address, message: 'Hello there.' });
    const person = (await app.db.knex('people').where({ email: address }).first('id')) as {
      id: string;
    };
    for (let i = 0; i < 4; i += 1)
      expect((await reply(person.id, { subject: `Reply ${i}`, body: 'Thanks!' })).status).toBe(201);
    // The acknowledgement and one more automated mail still fit in the limit of 3.
    await app.post('/api/contact', { name: 'Bo', email: address, message: 'And again.' });
    const rows = await app.db
      .knex('mail_messages')
      .where({ to_address: address })
      .select('kind', 'status', 'status_reason');
    expect(rows.filter((row) => row.kind === 'reply')).toHaveLength(4);
    expect(rows.filter((row) => row.status === 'suppressed')).toEqual([]);
    expect(rows.filter((row) => row.kind === 'contact_ack')).toHaveLength(2);
  });

  it('answers 404 for an unknown person, 400 for a bad reply, 403 to a viewer: and queues nothing', async () => {
    const before = await app.db.knex('mail_messages').where({ kind: 'reply' }).count({ n: '*' });
    const unknown = '0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80';
    expect((await reply(unknown, { subject: 'Hi', body: 'There' })).status).toBe(404);
    expect((await reply('not-a-uuid', { subject: 'Hi', body: 'There' })).status).toBe(404);
    for (const bad of [
      { body: 'no subject' },
      { subject: 'Hi', body: '   ' },
      { subject: 'Line\nBcc: x@example.com', body: 'There' },
      { subject: 'x'.repeat(201), body: 'There' },
      { subject: 'Hi', body: 'x'.repeat(10_001) },
      { subject: 'Hi', body: 'There', to: 'someone@else.example' },
    ]) {
      const response = await reply(personId, bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    }
    expect((await reply(personId, { subject: 'Hi', body: 'There' }, viewer)).status).toBe(403);
    const after = await app.db.knex('mail_messages').where({ kind: 'reply' }).count({ n: '*' });
    expect(after).toEqual(before);
  });
});
