import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';

const rowsFor = (app: ReturnType<typeof useTestServer>, email: string) =>
  app.db.knex('newsletter_subscribers').where({ email }).select('id', 'email', 'created_at');

describeIntegration('POST /api/newsletter', () => {
  const app = useTestServer();

  it('stores a new address once, trimmed and lower-cased, and answers 201', async () => {
    const response = await app.post('/api/newsletter', { email: '  Grace@Example.COM ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: false, confirmationSent: true });
    const rows = await rowsFor(app, 'grace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it('answers a repeat (in any case) with 200 and the same body, storing nothing more', async () => {
    expect((await app.post('/api/newsletter', { email: 'repeat@example.com' })).status).toBe(201);
    const before = await countRows(app.db, 'newsletter_subscribers');
    const again = await app.post('/api/newsletter', { email: 'REPEAT@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: false, confirmationSent: true });
    expect(await countRows(app.db, 'newsletter_subscribers')).toBe(before);
    expect(await rowsFor(app, 'repeat@example.com')).toHaveLength(1);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      app.post('/api/newsletter', { email: 'race@example.com' }),
      app.post('/api/newsletter', { email: 'race@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await rowsFor(app, 'race@example.com')).toHaveLength(1);
  });

  it('drops fields it does not know', async () => {
    const response = await app.post('/api/newsletter', { email: 'extra@example.com', id: 'x' });
    expect(response.status).toBe(201);
    expect(await rowsFor(app, 'extra@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
    [{ email: '   ' }, 'Please enter your email address.'],
    [{}, 'Please enter your email address.'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'Email must be at most 254 characters.'],
    [{ email: 'a\u0000@b.co' }, 'email contains characters that cannot be stored.'],
  ])(
    'refuses an invalid address with 400 and its field message, writing nothing (%#)',
    async (body, message) => {
      const before = await countRows(app.db, 'newsletter_subscribers');
      const response = await app.post('/api/newsletter', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, fields: { email: message } });
      expect(await countRows(app.db, 'newsletter_subscribers')).toBe(before);
    },
  );

  it('refuses a body that is not JSON', async () => {
    const response = await app.post('/api/newsletter', 'email=a@b.co', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
  });

  it('answers a filled honeypot as a new sign-up, and stores nothing', async () => {
    const before = await countRows(app.db, 'newsletter_subscribers');
    const response = await app.post('/api/newsletter', {
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: false, confirmationSent: true });
    expect(await countRows(app.db, 'newsletter_subscribers')).toBe(before);
    expect(await app.db.knex('mail_messages').where({ to_address: 'bot@example.com' })).toEqual([]);
  });
});

describeIntegration('POST /api/newsletter rate limit', () => {
  const app = useTestServer({ FORM_RATE_LIMIT: '2' });

  it('allows the configured number a minute per client, then 429 with Retry-After, writing nothing', async () => {
    expect((await app.post('/api/newsletter', { email: 'one@example.com' })).status).toBe(201);
    expect((await app.post('/api/newsletter', { email: 'two@example.com' })).status).toBe(201);
    const limited = await app.post('/api/newsletter', { email: 'three@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsFor(app, 'three@example.com')).toHaveLength(0);
  });
});
