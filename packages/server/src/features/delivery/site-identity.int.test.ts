/**
 * Every mail speaks for the site folder's owner, read when the server starts (with Docker too, where
 * no VITE_* variable reaches the running server): the sender's name, the signature and its contact
 * details, the links, and the estimate's start month. Against a real SMTP server, in-process.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer, type ReceivedMail } from '../../test/mail-server';
import { copyFixtureSite } from '../../test/site';

const OWNER = 'alerts@riverside.example';
const smtp = testMailServer(await freePort());

/** Someone else's site: the fixture with another name, owner, contact and availability. */
const site = copyFixtureSite();
site.edit('site.yaml', (text) =>
  text
    .replace(/^name: .*$/m, 'name: Riverside Apps')
    .replace(/^ {2}name: Alex Morgan$/m, '  name: Sam Rivera')
    .replace(/^ {2}role: .*$/m, '  role: Freelance developer')
    .replace(/^ {2}email: .*$/m, '  email: sam@riverside.example')
    .replace(/^ {2}phone: .*$/m, '  phone: +44 20 7946 0000')
    .replace(/^ {2}month: .*$/m, '  month: 2027-04'),
);

/** Nothing of the demo owner's. */
const expectNoDemo = (mail: ReceivedMail) => {
  const all = `${mail.from}\n${mail.subject}\n${mail.html}\n${mail.text}`;
  expect(all).not.toMatch(/Leadline Studio|Alex Morgan|leadline\.dev|555|January 2026/);
};

describeIntegration("the site's identity in mail", () => {
  beforeAll(() => smtp.start());
  afterAll(async () => {
    await smtp.stop();
    site.remove();
  });
  const app = useTestServer({
    SITE_DIR: site.dir,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://riverside.example',
    DELIVERY_POLL_MS: '100',
  });

  it("sends the estimate as the site's owner, with their start month and contact details", async () => {
    const visitor = 'estimate@example.com';
    const response = await app.post('/api/calculate', {
      email: visitor,
      selectedFeatures: ['auth', 'search'],
      totalCost: 5000,
    });
    expect(response.status).toBe(201);
    const [estimate] = await smtp.waitFor((mail) => mail.to.includes(visitor));
    expect(estimate!.from).toBe('"Riverside Apps" <sam@riverside.example>');
    expect(estimate!.text).toContain('estimate you asked for on Riverside Apps');
    expect(estimate!.text).toMatch(/Estimated start: April 2027/);
    expect(estimate!.text).toContain('Sam Rivera');
    expect(estimate!.text).toContain('Freelance developer, Riverside Apps');
    expect(estimate!.text).toContain('sam@riverside.example');
    expect(estimate!.text).toContain('+44 20 7946 0000');
    // The consultation is booked on the owner's site.
    expect(estimate!.html).toContain('href="https://riverside.example/book"');
    expect(estimate!.html).toContain('href="mailto:sam@riverside.example"');
    expectNoDemo(estimate!);
  });

  it('signs the contact acknowledgement the same way', async () => {
    const visitor = 'contact@example.com';
    const response = await app.post('/api/contact', {
      name: 'Kim',
      email: visitor,
      message: 'Hello there',
    });
    expect(response.status).toBe(201);
    const [ack] = await smtp.waitFor((mail) => mail.to.includes(visitor));
    expect(ack!.subject).toBe('Thanks for your message to Riverside Apps');
    expect(ack!.text).toContain('Sam Rivera');
    expect(ack!.text).toContain('sam@riverside.example');
    expectNoDemo(ack!);
  });

  it("alerts the owner from the site's name, with links to its admin", async () => {
    const [alert] = await smtp.waitFor(
      (mail) => mail.to.includes(OWNER) && mail.subject.startsWith('New calculator lead'),
    );
    expect(alert!.from).toBe('"Riverside Apps" <sam@riverside.example>');
    expect(alert!.text).toContain('User Authentication, Advanced Search');
    expect(alert!.html).toContain('href="https://riverside.example/admin/leads"');
    expect(alert!.html).toContain('Riverside Apps');
    expectNoDemo(alert!);
  });
});
