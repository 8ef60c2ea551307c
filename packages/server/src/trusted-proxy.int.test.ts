/**
 * TRUST_PROXY decides whose limit a request counts against. Here the test client stands for the
 * proxies (it connects from 127.0.0.1) and writes X-Forwarded-For as they would leave it: what the
 * client forged, then what each proxy appended. A forged left-most part never changes whose limit is
 * counted, a client that goes around the proxy cannot forward for itself, and a forged
 * X-Forwarded-Host never passes the same-site check.
 */
import { expect, it } from 'vitest';
import { createUser } from './features/users/service';
import { describeIntegration, useTestServer, type TestServer } from './test/harness';
import { postLogin, TEST_PASSWORD } from './test/sign-in';

const contact = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };

/** What clients write before the proxies' entries: addresses (some in trusted ranges) and junk. */
const forgeries = [
  '198.51.100.201',
  '10.9.9.9',
  '127.0.0.1',
  '2001:db8::66',
  'unknown',
  '192.0.2.10, ::1',
  '203.0.113.250, 10.0.0.1, 127.0.0.2',
  'garbage,,  , 1.2.3.4',
];

interface Setup {
  env: Record<string, string>;
  /** X-Forwarded-For as the proxies hand it on, for a request of `client` that forged `forged`. */
  chain(client: string, forged: string): string;
  /** Whether clients are told apart at all (not when none of them reaches the server by a proxy). */
  separatesClients: boolean;
}

function limitsCountTheRealClient(name: string, setup: Setup) {
  describeIntegration(name, () => {
    const app = useTestServer({ FORM_RATE_LIMIT: '2', ...setup.env });
    const from = (client: string, forged: string) => ({
      'x-forwarded-for': setup.chain(client, forged),
    });

    it('counts sign-in failures against the real client, whatever it forged', async () => {
      const email = 'owner@example.com';
      await createUser(app.db.knex, { email, password: TEST_PASSWORD, role: 'admin' });
      for (let i = 0; i < 5; i++) {
        const guess = await postLogin(
          app,
          { email, password: `guess number ${i}` },
          from('198.51.100.10', forgeries[i]!),
        );
        expect(guess.status).toBe(401);
      }
      for (const forged of forgeries.slice(5)) {
        const refused = await postLogin(
          app,
          { email, password: TEST_PASSWORD },
          from('198.51.100.10', forged),
        );
        expect(refused.status).toBe(429);
      }
      if (setup.separatesClients) {
        const owner = await postLogin(
          app,
          { email, password: TEST_PASSWORD },
          from('203.0.113.20', '198.51.100.10'),
        );
        expect(owner.status).toBe(303);
      }
    });

    it("counts a form's limit against the real client, whatever it forged", async () => {
      const statuses: number[] = [];
      for (const forged of forgeries.slice(0, 4)) {
        const response = await app.post('/api/contact', contact, from('198.51.100.11', forged));
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      if (setup.separatesClients) {
        const other = await app.post('/api/contact', contact, from('198.51.100.12', ''));
        expect(other.status).toBe(201);
      }
    });

    it('never takes a forged X-Forwarded-Host for this site', async () => {
      await expectCrossSiteRefused(app, from('198.51.100.13', ''));
    });
  });
}

async function expectCrossSiteRefused(app: TestServer, headers: Record<string, string>) {
  for (const forwardedHost of ['evil.example', 'evil.example, evil.example']) {
    const response = await postLogin(
      app,
      { email: 'owner@example.com', password: TEST_PASSWORD },
      { ...headers, origin: 'https://evil.example', 'x-forwarded-host': forwardedHost },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site requests are not allowed' });
  }
}

limitsCountTheRealClient('behind one trusted proxy (TRUST_PROXY=1)', {
  env: { TRUST_PROXY: '1' },
  chain: (client, forged) => [forged, client].filter(Boolean).join(', '),
  separatesClients: true,
});

limitsCountTheRealClient('behind two proxies named by CIDR ranges', {
  env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.0/8, ::1' },
  // The outer proxy at 10.20.30.40 appended the client; the inner one (the test) appended the outer.
  chain: (client, forged) => [forged, client, '10.20.30.40'].filter(Boolean).join(', '),
  separatesClients: true,
});

limitsCountTheRealClient('a client that goes around the trusted proxy', {
  // The proxy is elsewhere: this client (127.0.0.1) is no proxy, so the header it writes, all of
  // it, is not read.
  env: { TRUST_PROXY: '192.0.2.10, 2001:db8::/32' },
  chain: (client, forged) => forged || client,
  separatesClients: false,
});

describeIntegration('the old TRUST_PROXY=true', () => {
  const app = useTestServer({ TRUST_PROXY: 'true' });

  it('still trusts one proxy, and no forged X-Forwarded-Host', async () => {
    await expectCrossSiteRefused(app, { 'x-forwarded-for': '198.51.100.14' });
  });
});
