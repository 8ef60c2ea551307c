import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from './test/harness';

const contact = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };

describeIntegration('the /api surface', () => {
  const app = useTestServer();

  it('refuses a body that is not JSON with 415 and writes nothing', async () => {
    const before = await countRows(app.db, 'contact_messages');
    const response = await app.post('/api/contact', 'name=Ann', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'The request body must be JSON (Content-Type: application/json)',
    });
    expect(await countRows(app.db, 'contact_messages')).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.post('/api/contact', '{"name": "Ann",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('refuses JSON that is not an object with 400', async () => {
    const response = await app.post('/api/contact', '[1, 2]');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body must be a JSON object' });
  });

  it('refuses a body over 100 KB with 413 and writes nothing', async () => {
    const before = await countRows(app.db, 'contact_messages');
    const response = await app.post('/api/contact', {
      ...contact,
      message: 'x'.repeat(101 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is larger than 100kb' });
    expect(await countRows(app.db, 'contact_messages')).toBe(before);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'No API route for GET /api/does-not-exist' });
  });

  it('answers a wrong method with a JSON 405 and the Allow header', async () => {
    const response = await app.get('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'GET is not allowed on /api/contact' });

    const deleted = await fetch(`${app.url}/api/health`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toContain('GET');
  });

  it('gives every response a request id, and keeps a well-formed incoming one', async () => {
    const generated = await app.get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.get('/api/health', { 'X-Request-Id': 'proxy-req-12345' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-req-12345');
    const replaced = await app.get('/api/health', { 'X-Request-Id': 'bad id with spaces' });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('reports health with the database', async () => {
    const response = await app.get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves a page at / outside the API', async () => {
    const response = await app.get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describeIntegration('rate limits on the forms', () => {
  const app = useTestServer({ FORM_RATE_LIMIT: '3' });

  it('allows the configured number a minute per IP, then 429 with Retry-After, writing nothing', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await app.post('/api/contact', contact)).status).toBe(201);
    }
    const before = await countRows(app.db, 'contact_messages');
    const limited = await app.post('/api/contact', contact);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many requests; try again in \d+ seconds?$/,
    );
    expect(await countRows(app.db, 'contact_messages')).toBe(before);
  });

  it('counts each form separately', async () => {
    const response = await app.post('/api/calculate', {
      email: 'a@b.co',
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    expect(response.status).toBe(201);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off', async () => {
    const spoofed = await app.post('/api/contact', contact, { 'X-Forwarded-For': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
  });

  it('gives the health check no limit', async () => {
    for (let i = 0; i < 5; i++) expect((await app.get('/api/health')).status).toBe(200);
  });
});

describeIntegration('rate limits behind a trusted proxy', () => {
  const app = useTestServer({ FORM_RATE_LIMIT: '1', TRUST_PROXY: 'true' });

  it('limits each forwarded client on its own', async () => {
    const first = { 'X-Forwarded-For': '198.51.100.1' };
    const second = { 'X-Forwarded-For': '198.51.100.2' };
    expect((await app.post('/api/contact', contact, first)).status).toBe(201);
    expect((await app.post('/api/contact', contact, first)).status).toBe(429);
    expect((await app.post('/api/contact', contact, second)).status).toBe(201);
  });

  it('reads the address the proxy saw, not entries the client wrote before it', async () => {
    const spoofed = (fake: string) => ({ 'X-Forwarded-For': `${fake}, 198.51.100.3` });
    expect((await app.post('/api/contact', contact, spoofed('10.0.0.1'))).status).toBe(201);
    expect((await app.post('/api/contact', contact, spoofed('10.0.0.2'))).status).toBe(429);
  });
});

describeIntegration('health without a database', () => {
  const app = useTestServer();

  it('answers 503 when the database is unavailable', async () => {
    await app.db.knex.destroy();
    const response = await app.get('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});
