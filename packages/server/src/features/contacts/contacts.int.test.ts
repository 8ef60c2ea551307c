import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';

describeIntegration('POST /api/contact', () => {
  const app = useTestServer();

  const valid = {
    name: 'Ada Lovelace',
    email: '  Ada@Example.COM ',
    company: 'Analytical Engines Ltd',
    message: 'We run everything in spreadsheets.\nCan you help?',
  };

  it('stores a message and answers 201 with its id', async () => {
    const response = await app.post('/api/contact', { ...valid, sessionId: 'sess_contact-1' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await app.db.knex('contact_messages').where({ id }).first();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      message: 'We run everything in spreadsheets.\nCan you help?',
      status: 'new',
      notes: null,
      session_id: 'sess_contact-1',
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('treats company as optional and a blank company as absent', async () => {
    const response = await app.post('/api/contact', { ...valid, company: '   ' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await app.db.knex('contact_messages').where({ id }).first();
    expect(row.company).toBeNull();
  });

  it('drops fields it does not know', async () => {
    const response = await app.post('/api/contact', { ...valid, status: 'closed', notes: 'x' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await app.db.knex('contact_messages').where({ id }).first();
    expect(row).toMatchObject({ status: 'new', notes: null });
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'Please enter your name.'],
    [{ ...valid, email: 'not-an-address' }, 'email', 'Please enter a valid email address.'],
    // Hidden recipients in the owner's reply, were it put into a mailto: link as it is.
    [
      { ...valid, email: 'a?bcc=spy%40evil.example&to=x@example.com' },
      'email',
      'Please enter a valid email address.',
    ],
    [{ ...valid, message: undefined }, 'message', 'Please enter a message.'],
    [{ ...valid, name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters.'],
    [{ ...valid, company: 'x'.repeat(201) }, 'company', 'Company must be at most 200 characters.'],
    [
      { ...valid, message: 'x'.repeat(10_001) },
      'message',
      'Message must be at most 10,000 characters.',
    ],
    [
      { ...valid, email: `${'a'.repeat(250)}@b.co` },
      'email',
      'Email must be at most 254 characters.',
    ],
    [
      { ...valid, sessionId: 'no spaces allowed' },
      'sessionId',
      'sessionId must be 1-64 letters, digits, dashes or underscores.',
    ],
  ])(
    'refuses invalid input with a field message and writes nothing (%#)',
    async (body, field, message) => {
      const before = await countRows(app.db, 'contact_messages');
      const response = await app.post('/api/contact', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.fields[field]).toBe(message);
      expect(answer.error).toBe(message);
      expect(await countRows(app.db, 'contact_messages')).toBe(before);
    },
  );

  it('refuses a NUL character with 400 rather than failing in the database', async () => {
    const before = await countRows(app.db, 'contact_messages');
    const response = await app.post('/api/contact', { ...valid, name: 'Ada\u0000' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'name contains characters that cannot be stored.',
      fields: { name: 'name contains characters that cannot be stored.' },
    });
    expect(await countRows(app.db, 'contact_messages')).toBe(before);
  });

  it('names every invalid field in one answer', async () => {
    const response = await app.post('/api/contact', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Some fields are invalid: name, email, message.',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter your email address.',
        message: 'Please enter a message.',
      },
    });
  });

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const before = await countRows(app.db, 'contact_messages');
    const response = await app.post('/api/contact', { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await countRows(app.db, 'contact_messages')).toBe(before);
  });
});
