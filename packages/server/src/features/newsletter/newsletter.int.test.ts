import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';

const rowsFor = (app: ReturnType<typeof useTestServer>, email: string) =>
  app.db.knex('newsletter_subscribers').where({ email }).select('id', 'email', 'created_at');

/** The answer to every sign-up, whatever the address is known as. */
const SIGN_UP_ANSWER = {
  message:
    'Thank you. Unless this address is subscribed already, a mail with a link to confirm it is on its way.',
};

describeIntegration('POST /api/newsletter', () => {
  const app = useTestServer();

  it('stores a new address once, trimmed and lower-cased, and answers 202', async () => {
    const response = await app.post('/api/newsletter', { email: '  Grace@Example.COM ' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(SIGN_UP_ANSWER);
    const rows = await rowsFor(app, 'grace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it('answers a repeat (in any case) alike, storing nothing more', async () => {
    expect((await app.post('/api/newsletter', { email: 'repeat@example.com' })).status).toBe(202);
    const before = await countRows(app.db, 'newsletter_subscribers');
    const again = await app.post('/api/newsletter', { email: 'REPEAT@example.com' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(SIGN_UP_ANSWER);
    expect(await countRows(app.db, 'newsletter_subscribers')).toBe(before);
    expect(await rowsFor(app, 'repeat@example.com')).toHaveLength(1);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      app.post('/api/newsletter', { email: 'race@example.com' }),
      app.post('/api/newsletter', { email: 'race@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await rowsFor(app, 'race@example.com')).toHaveLength(1);
  });

  it('drops fields it does not know', async () => {
    const response = await app.post('/api/newsletter', { email: 'extra@example.com', id: 'x' });
    expect(response.status).toBe(202);
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
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(SIGN_UP_ANSWER);
    expect(await countRows(app.db, 'newsletter_subscribers')).toBe(before);
    expect(await app.db.knex('mail_messages').where({ to_address: 'bot@example.com' })).toEqual([]);
  });

  it('tells no one whether an address is subscribed: every address gets the same answer', async () => {
    const signUp = async (email: string) => {
      const response = await app.post('/api/newsletter', { email });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const mails = async (email: string) =>
      (await app.db.knex('mail_messages').where({ to_address: email }).count({ n: '*' }))[0]!.n;
    const known = (email: string) => app.db.knex('newsletter_subscribers').where({ email });
    for (const email of ['waiting@example.com', 'confirmed@example.com', 'left@example.com'])
      await signUp(email);
    await known('confirmed@example.com').update({ confirmed_at: new Date() });
    await known('left@example.com').update({
      confirmed_at: new Date(),
      unsubscribed_at: new Date(),
    });
    const mailsBefore = await mails('confirmed@example.com');

    const answers = await Promise.all(
      ['new@example.com', 'waiting@example.com', 'confirmed@example.com', 'left@example.com'].map(
        signUp,
      ),
    );
    expect(answers).toEqual(answers.map(() => ({ status: 202, body: SIGN_UP_ANSWER })));
    // The confirmed address is mailed nothing more; the others can still subscribe.
    expect(await mails('confirmed@example.com')).toEqual(mailsBefore);
    expect(Number(await mails('new@example.com'))).toBe(1);
    expect(Number(await mails('left@example.com'))).toBe(2);
  });

  it('runs the same statements for every address, so that its time tells nothing either', async () => {
    const known = (email: string) => app.db.knex('newsletter_subscribers').where({ email });
    for (const email of ['same-waiting@example.com', 'same-in@example.com', 'same-out@example.com'])
      expect((await app.post('/api/newsletter', { email })).status).toBe(202);
    await known('same-in@example.com').update({ confirmed_at: new Date() });
    await known('same-out@example.com').update({
      confirmed_at: new Date(),
      unsubscribed_at: new Date(),
    });

    // The server runs in this process: the statements of the sign-up's transaction can be watched.
    const statementsOf = async (email: string) => {
      const byTransaction = new Map<string, string[]>();
      const watch = ({ sql, __knexTxId: id }: { sql: string; __knexTxId?: string }) => {
        if (id) byTransaction.set(id, [...(byTransaction.get(id) ?? []), sql]);
      };
      app.db.knex.on('query', watch);
      try {
        expect((await app.post('/api/newsletter', { email })).status).toBe(202);
      } finally {
        app.db.knex.removeListener('query', watch);
      }
      return [...byTransaction.values()].find((sqls) =>
        sqls.some((sql) => sql.startsWith('insert into "newsletter_subscribers"')),
      );
    };
    const fresh = await statementsOf('same-new@example.com');
    expect(fresh?.length).toBeGreaterThan(3);
    for (const email of ['same-waiting@example.com', 'same-in@example.com', 'same-out@example.com'])
      expect(await statementsOf(email), email).toEqual(fresh);
  });
});

describeIntegration('POST /api/newsletter rate limit', () => {
  const app = useTestServer({ FORM_RATE_LIMIT: '2' });

  it('allows the configured number a minute per client, then 429 with Retry-After, writing nothing', async () => {
    expect((await app.post('/api/newsletter', { email: 'one@example.com' })).status).toBe(202);
    expect((await app.post('/api/newsletter', { email: 'two@example.com' })).status).toBe(202);
    const limited = await app.post('/api/newsletter', { email: 'three@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsFor(app, 'three@example.com')).toHaveLength(0);
  });
});
