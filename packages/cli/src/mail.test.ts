/** `leadline mail test` against a real SMTP server, and `leadline outbox list|retry` on both databases. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../server/src/test/harness';
import { useCliDatabase } from './test/database';
import { freePort, testMailServer } from '../../server/src/test/mail-server';
import { leadline } from './test/leadline';
import { copyFixtureSite } from '../../server/src/test/site';

const smtpPort = await freePort();

describeIntegration('leadline mail test', () => {
  const smtp = testMailServer(smtpPort);
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("sends one message through SMTP_URL's server and prints its reply", async () => {
    const result = await leadline(['mail', 'test', '--to', 'owner@studio.example'], {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Studio <hello@studio.example>',
    });
    expect(result.stderr).toContain('sending a test message to owner@studio.example');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^sent: the server answered "250 /);
    const [mail] = await smtp.waitFor((m) => m.to.includes('owner@studio.example'));
    expect(mail!.subject).toBe('Test message from Leadline Studio');
    expect(mail!.from).toContain('hello@studio.example');
  });

  it("speaks for the site folder's owner: its name in the sender and the subject", async () => {
    const site = copyFixtureSite();
    try {
      site.edit('site.yaml', (text) => text.replace(/^name: .*$/m, 'name: Riverside Apps'));
      const result = await leadline(['mail', 'test', '--to', 'sam@riverside.example'], {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'mail@riverside.example',
        SITE_DIR: site.dir,
      });
      expect(result.code).toBe(0);
      const [mail] = await smtp.waitFor((m) => m.to.includes('sam@riverside.example'));
      expect(mail!.subject).toBe('Test message from Riverside Apps');
      expect(mail!.from).toBe('"Riverside Apps" <mail@riverside.example>');
    } finally {
      site.remove();
    }
  });

  it('stops on a site folder with mistakes, with one line per mistake and no stack', async () => {
    const site = copyFixtureSite();
    try {
      site.edit('calculator.yaml', (text) => text.replace('price: 2000', 'price: -5'));
      const result = await leadline(['mail', 'test', '--to', 'owner@studio.example'], {
        SMTP_URL: smtp.url,
        SITE_DIR: site.dir,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^leadline: the site folder .+ \(SITE_DIR\) has a mistake; fix it and start again:\n.*calculator\.yaml:\d+: features\[0\]\.price: .+\n$/,
      );
      expect(result.stderr).not.toMatch(/\bat \S+ \(/);
    } finally {
      site.remove();
    }
  });

  it('says what is wrong: no SMTP_URL, a server that does not answer, a bad address', async () => {
    const unset = await leadline(['mail', 'test', '--to', 'owner@studio.example'], {});
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('SMTP_URL is not set');
    const down = await leadline(['mail', 'test', '--to', 'owner@studio.example'], {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort + 1}`,
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/ECONNREFUSED|connect/);
    const bad = await leadline(['mail', 'test', '--to', 'not-an-address'], {});
    expect(bad.code).toBe(2);
  });
});

describeIntegration('leadline outbox', () => {
  const database = useCliDatabase();

  it('lists messages and queues failed ones again', async () => {
    const failedId = await database.withDb(async (db) => {
      const [failed] = await db
        .knex('mail_messages')
        .insert([
          {
            kind: 'estimate',
            audience: 'visitor',
            to_address: 'ann@example.com',
            subject: 'Your project estimate: $2,000',
            status: 'failed',
            attempts: 10,
            last_error: 'connect ECONNREFUSED',
          },
          { kind: 'hot_lead_alert', audience: 'owner', status: 'sent', attempts: 1 },
        ])
        .returning<{ id: string }[]>('id');
      return failed!.id;
    });
    const env = database.env();
    const list = await leadline(['outbox', 'list', '--status', 'failed'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('failed      estimate');
    expect(list.stdout).toContain('ann@example.com  Your project estimate: $2,000');
    expect(list.stdout).toContain('10 attempts, last error: connect ECONNREFUSED');
    expect(list.stdout).not.toContain('hot_lead_alert');
    const json = await leadline(['outbox', 'list', '--json'], env);
    expect(
      json.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).kind)
        .sort(),
    ).toEqual(['estimate', 'hot_lead_alert']);

    const retried = await leadline(['outbox', 'retry', failedId], env);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toBe(`message ${failedId} queued again\n`);
    const again = await leadline(['outbox', 'retry', failedId], env);
    expect(again.code).toBe(1);
    expect((await leadline(['outbox', 'retry'], env)).code).toBe(2);
    expect((await leadline(['outbox', 'list', '--status', 'lost'], env)).code).toBe(2);
    const none = await leadline(['outbox', 'retry', '--failed'], env);
    expect(none.stdout).toBe('0 failed messages queued again\n');
  });
});
