/**
 * Mail against a real SMTP server (smtp-server, in-process): each message arrives with its content,
 * the visitor's own words never reach a visitor's address, the site is no mail cannon, and a message
 * queued while SMTP is down goes out once it is back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ESTIMATE_DISCLAIMER, lineItemsOf } from '@leadline/domain';
import {
  createSession,
  knownVisitorSession,
  reachHot,
  track,
} from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer, type ReceivedMail } from '../../test/mail-server';
import { deliveriesSettled } from '../../test/outbox';
import { signedIn } from '../../test/sign-in';
import { fixtureCatalogue } from '../../test/site';

const OWNER = 'owner@studio.example';
const smtp = testMailServer(await freePort());

const addressed = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);
/** Nothing that a mail client would fetch from elsewhere (images, fonts, stylesheets, scripts). */
const expectSelfContained = (mail: ReceivedMail) => {
  expect(mail.html).not.toMatch(/<(img|link|script)\b/i);
  expect(mail.html).not.toMatch(/url\(/i);
  expect(mail.text.length).toBeGreaterThan(20);
};

describeIntegration('mail', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    MAIL_FROM: 'Studio <hello@studio.example>',
    DELIVERY_POLL_MS: '100',
    EVENT_RATE_LIMIT: '1000',
    // This file is about what each mail says; how many the owner gets is alert-rules' and alert-budget's.
    ALERT_MAX_PER_HOUR: '1000',
    ALERT_MAX_PER_CLIENT: '100',
  });

  it('sends the visitor the estimate and the owner an alert for a calculator lead', async () => {
    const visitor = 'estimate.visitor@example.com';
    const selected = ['auth', 'payment'];
    const response = await app.post('/api/calculate', {
      name: 'Ada <b>Spam</b> http://spam.example',
      email: visitor,
      selectedFeatures: selected,
      totalCost: 5500,
    });
    expect(response.status).toBe(201);

    const [estimate] = await smtp.waitFor(addressed(visitor));
    expect(estimate!.subject).toBe('Your project estimate: $5,500');
    expect(estimate!.from).toContain('hello@studio.example');
    for (const line of lineItemsOf(fixtureCatalogue(), selected))
      expect(estimate!.text).toContain(`${line.name}: $${line.price!.toLocaleString('en-US')}`);
    expect(estimate!.text).toContain('$5,500');
    expect(estimate!.text).toContain(ESTIMATE_DISCLAIMER);
    expect(estimate!.text).toContain('January 2026');
    expect(estimate!.html).toContain('https://studio.example/book');
    // What the visitor typed is not carried to the address they typed.
    expect(estimate!.html + estimate!.text).not.toMatch(/Ada|spam\.example/);
    expectSelfContained(estimate!);

    const [alert] = await smtp.waitFor(
      (mail) => addressed(OWNER)(mail) && mail.text.includes(visitor),
    );
    expect(alert!.subject).toContain('New calculator lead');
    expect(alert!.text).toContain('User Authentication');
  });

  it('alerts the owner once when a known visitor turns hot, with score, reasons and timeline', async () => {
    const sessionId = await knownVisitorSession(app, 'known.visitor@example.com', {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    });
    await reachHot(app, sessionId);
    const [alert] = await smtp.waitFor(
      (mail) => addressed(OWNER)(mail) && mail.subject.startsWith('Hot lead'),
    );
    expect(alert!.subject).toContain('scored 75');
    expect(alert!.text).toContain('75');
    expect(alert!.text).toContain('returning visitor');
    expect(alert!.text).toContain('spring');
    expect(alert!.html).toContain(
      `https://studio.example/admin/hot-leads?session=${encodeURIComponent(sessionId)}`,
    );
    // More events after the threshold change the hot lead, and alert nobody again.
    await track(app, sessionId, 'PORTFOLIO_VIEWED', { pageUrl: '/portfolio' });
    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'hot_lead_alert' });
    expect(smtp.received.filter((mail) => mail.subject.startsWith('Hot lead'))).toHaveLength(1);
    // The mail has arrived; the worker records the server's answer a moment later.
    await expect
      .poll(() => app.db.knex('mail_messages').where({ kind: 'hot_lead_alert' }))
      .toEqual([expect.objectContaining({ status: 'sent', attempts: 1, to_address: OWNER })]);
  });

  it('acknowledges a contact message without repeating it, and gives the owner all of it', async () => {
    const visitor = 'contact.visitor@example.com';
    const message = 'Please call me about a booking system. Visit http://phish.example now!';
    const response = await app.post('/api/contact', {
      name: 'Grace',
      email: visitor,
      company: 'Hopper & Co',
      message,
    });
    expect(response.status).toBe(201);
    const [ack] = await smtp.waitFor(addressed(visitor));
    expect(ack!.text).toContain('within 24 hours');
    expect(ack!.html + ack!.text).not.toMatch(/booking system|phish|Grace|Hopper/);
    const [alert] = await smtp.waitFor(
      (mail) => addressed(OWNER)(mail) && mail.subject.includes(visitor),
    );
    expect(alert!.text).toContain(message);
    expect(alert!.text).toContain('Hopper & Co');
  });

  it('confirms a finished questionnaire once, however often it is sent', async () => {
    const visitor = 'wizard.visitor@example.com';
    const sessionId = await createSession(app);
    const answers = {
      painPoint: 'data_entry',
      currentTools: ['excel'],
      manualProcess: 'Typing orders twice',
      teamSize: '2-5',
      successVision: 'No double entry',
      timeline: 'asap',
      budgetRange: '5k-15k',
      name: 'Lin',
      email: visitor,
      company: 'Lin Ltd',
      totalSteps: 7,
      sessionId,
    };
    expect((await app.post('/api/workflow-wizard', { ...answers, completedSteps: 6 })).status).toBe(
      201,
    );
    expect((await app.post('/api/workflow-wizard', { ...answers, completedSteps: 7 })).status).toBe(
      200,
    );
    expect((await app.post('/api/workflow-wizard', { ...answers, completedSteps: 7 })).status).toBe(
      200,
    );
    const [confirmation] = await smtp.waitFor(addressed(visitor));
    expect(confirmation!.text).toContain("I'll review your workflow and reach out within 24 hours");
    expect(confirmation!.text).not.toMatch(/Typing orders|Lin Ltd/);
    const [alert] = await smtp.waitFor(
      (mail) => addressed(OWNER)(mail) && mail.subject.startsWith('Questionnaire finished'),
    );
    expect(alert!.text).toContain('Manual data entry');
    expect(alert!.text).toContain('2-5 people');
    expect(alert!.text).toContain('Typing orders twice');
    await deliveriesSettled(app.db.knex, 'mail_messages', { to_address: visitor });
    expect(smtp.to(visitor)).toHaveLength(1);
  });

  it('sends the checklist after a popup capture, once per address', async () => {
    const visitor = 'popup.visitor@example.com';
    for (const _ of [1, 2]) {
      const sessionId = await createSession(app);
      const captured = await track(app, sessionId, 'EMAIL_CAPTURED', {
        metadata: { email: visitor, name: 'Pop' },
      });
      expect(captured).toMatchObject({ status: 201, points: 5 });
    }
    const [checklist] = await smtp.waitFor(addressed(visitor));
    expect(checklist!.subject).toBe('Your Free MVP Planning Checklist');
    expect(checklist!.text).toContain('The smallest useful product');
    await deliveriesSettled(app.db.knex, 'mail_messages', { to_address: visitor });
    expect(smtp.to(visitor)).toHaveLength(1);
  });

  it('sends one address at most 3 mails a day, and nothing for a bot', async () => {
    const visitor = 'target.of.abuse@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.post('/api/calculate', { email: visitor, selectedFeatures: ['auth'], totalCost: 2000 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const bot = 'bot.victim@example.com';
    await app.post('/api/calculate', {
      email: bot,
      selectedFeatures: ['auth'],
      totalCost: 2000,
      website: 'http://spam.example',
    });
    await smtp.waitFor(addressed(visitor), 3);
    await smtp.waitFor((mail) => addressed(OWNER)(mail) && mail.text.includes(visitor), 8);
    expect(smtp.to(visitor)).toHaveLength(3);
    expect(smtp.to(bot)).toHaveLength(0);
    const suppressed = await app.db
      .knex('mail_messages')
      .where({ to_address: visitor, status: 'suppressed' });
    expect(suppressed).toHaveLength(5);
    expect(suppressed[0].status_reason).toBe('At most 3 mails a day to one mailbox');
  });

  it('subscribes an address to the newsletter only once it confirms, and lets it leave', async () => {
    const visitor = 'reader@example.com';
    expect((await app.post('/api/newsletter', { email: visitor })).status).toBe(202);
    const [confirm] = await smtp.waitFor(addressed(visitor));
    const link = /https:\/\/studio\.example\/newsletter\?confirm=([\w-]+)/.exec(confirm!.text);
    expect(link, confirm!.text).not.toBeNull();
    const subscriber = () =>
      app.db.knex('newsletter_subscribers').where({ email: visitor }).first();
    expect((await subscriber()).confirmed_at).toBeNull();

    expect((await app.post('/api/newsletter/confirm?token=not-a-token', {})).status).toBe(400);
    expect((await app.post(`/api/newsletter/confirm?token=${'x'.repeat(32)}`, {})).status).toBe(
      404,
    );
    const confirmed = await app.post(`/api/newsletter/confirm?token=${link![1]}`, {});
    expect(confirmed.status).toBe(200);
    expect((await subscriber()).confirmed_at).toBeInstanceOf(Date);
    const cookie = await signedIn(app, 'admin');
    const subscribersCsv = async () =>
      (await fetch(`${app.url}/api/admin/export/subscribers.csv`, { headers: { cookie } })).text();
    expect(await subscribersCsv()).toContain(visitor);

    // Every later mail to a subscriber says how to leave, in its body and its headers.
    await app.post('/api/calculate', {
      email: visitor,
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    const [, estimate] = await smtp.waitFor(addressed(visitor), 2);
    expect(estimate!.text).toContain(`https://studio.example/newsletter?unsubscribe=${link![1]}`);
    expect(JSON.stringify(estimate!.headers.get('list'))).toContain(
      `https://studio.example/api/newsletter/unsubscribe?token=${link![1]}`,
    );
    // The one-click unsubscribe of RFC 8058: a form post to the header's address.
    const left = await fetch(`${app.url}/api/newsletter/unsubscribe?token=${link![1]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect((await subscriber()).unsubscribed_at).toBeInstanceOf(Date);
    expect(await subscribersCsv()).not.toContain(visitor);
  });
});
