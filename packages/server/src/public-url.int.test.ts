/**
 * PUBLIC_URL, the site's one address, on real servers: a built site (written, as the prerender step
 * writes it, with the stand-in origin) and every link in every mail name https://studio.example and
 * never localhost; a server on another port without it mails links to itself (the newsletter's
 * confirmation link led to port 3000, where nothing answered); production without it does not start.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER as BUILT } from '@leadline/domain';
import { hashSource } from './middleware/content-security-policy';
import { PUBLIC_URL_REQUIRED } from './public-url';
import { knownVisitorSession, reachHot } from './test/analytics-factories';
import { spawnServer } from './test/child-server';
import { describeIntegration, useTestServer } from './test/harness';
import { freePort, testMailServer, type ReceivedMail } from './test/mail-server';

const PUBLIC_URL = 'https://studio.example';
const OWNER = 'owner@studio.example';
const OWN_LINK = /^https:\/\/studio\.example(\/|$)/;

// A small built site, as packages/web's prerender step writes it.
const site = mkdtempSync(path.join(tmpdir(), 'leadline-public-url-site-'));
const SHARE_SCRIPT = `share("${BUILT}/blog")`;
const FILES: Record<string, string> = {
  'index.html': `<html><head><link rel="canonical" href="${BUILT}/"/><meta property="og:url" content="${BUILT}/"/></head><body><h1>Home</h1></body></html>`,
  'blog/index.html': `<html><head><link rel="canonical" href="${BUILT}/blog"/><meta property="og:url" content="${BUILT}/blog"/><meta property="og:image" content="${BUILT}/social/blog.png"/><script type="application/ld+json">{"url":"${BUILT}/blog"}</script><script>${SHARE_SCRIPT}</script></head><body><h1>Blog</h1></body></html>`,
  '404.html': '<html><body>404 Page Not Found</body></html>',
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${BUILT}/</loc></url><url><loc>${BUILT}/blog</loc></url></urlset>\n`,
  'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${BUILT}/sitemap.xml\n`,
  'rss.xml': `<rss><channel><link>${BUILT}/blog</link><item><link>${BUILT}/blog/a-post</link></item></channel></rss>`,
  'assets/seo-1a2b3c.js': `const origin="${BUILT}";`,
};
// A page's social image (binary, even where its bytes spell the stand-in): served as it was built.
const SOCIAL_IMAGE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(`tEXtComment\0${BUILT}/blog`, 'latin1'),
]);
for (const [file, content] of Object.entries({ ...FILES, 'social/blog.png': SOCIAL_IMAGE })) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), content);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

const URLS = /https?:\/\/[^\s"'<>)\]\\]+/g;
/** Every link a mail holds: its HTML's links, the addresses in its text, its List-Unsubscribe header. */
const mailLinks = (mail: ReceivedMail) => [
  ...[...mail.html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!),
  ...[...mail.text.matchAll(URLS)].map((match) => match[0]),
  ...[...JSON.stringify(mail.headers.get('list') ?? '').matchAll(URLS)].map((match) => match[0]),
];

const smtp = testMailServer(await freePort());
const ownSmtp = testMailServer(await freePort());
const addressed = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

describeIntegration('PUBLIC_URL', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    PUBLIC_DIR: site,
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    DELIVERY_POLL_MS: '100',
    EVENT_RATE_LIMIT: '1000',
  });

  const served = async (urlPath: string) => {
    const response = await app.get(urlPath, { 'accept-encoding': 'br' });
    expect(response.status, urlPath).toBe(200);
    const body = await response.text();
    expect(body, urlPath).not.toContain(BUILT);
    expect(body, urlPath).not.toMatch(/localhost|127\.0\.0\.1/);
    return { body, policy: response.headers.get('content-security-policy') ?? '' };
  };

  it("is the origin in a page's canonical and social tags, the sitemap, robots.txt and the feed", async () => {
    const blog = await served('/blog');
    expect(blog.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog"/>`);
    expect(blog.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blog"/>`);
    expect(blog.body).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/social/blog.png"/>`,
    );
    expect(blog.body).toContain(`{"url":"${PUBLIC_URL}/blog"}`);
    // The page's own script runs: the policy allows it as it is served, with the address in it.
    expect(blog.policy).toContain(hashSource(`share("${PUBLIC_URL}/blog")`));
    expect((await served('/')).body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect((await served('/sitemap.xml')).body).toContain(`<loc>${PUBLIC_URL}/blog</loc>`);
    expect((await served('/robots.txt')).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect((await served('/rss.xml')).body).toContain(`<link>${PUBLIC_URL}/blog/a-post</link>`);
    expect((await served('/assets/seo-1a2b3c.js')).body).toBe(`const origin="${PUBLIC_URL}";`);
    // The image the page names is there, as it was built: a PNG is no text to put the address in.
    const image = await app.get('/social/blog.png', { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(SOCIAL_IMAGE);
  });

  it('answers a browser whose copy is current with 304, and the headers the page has', async () => {
    const page = await app.get('/blog');
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates (fetch alone would add no-cache to a request with If-None-Match).
    const again = await app.get('/blog', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    // A browser updates the stored page's headers from a 304: its policy must stay the page's.
    expect(again.headers.get('content-security-policy')).toBe(
      page.headers.get('content-security-policy'),
    );
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('is the origin of every link in every mail', async () => {
    const visitor = 'links.reader@example.com';
    // The newsletter's confirmation, followed through its link: later mails carry an unsubscribe link.
    expect((await app.post('/api/newsletter', { email: visitor })).ok).toBe(true);
    const [confirmation] = await smtp.waitFor(addressed(visitor));
    const confirm = /https:\/\/studio\.example\/newsletter\?confirm=([\w-]+)/.exec(
      confirmation!.text,
    );
    expect(confirm, confirmation!.text).not.toBeNull();
    expect((await app.post(`/api/newsletter/confirm?token=${confirm![1]}`, {})).status).toBe(200);
    // The estimate (and the owner's lead alert), a contact's acknowledgement (and its alert).
    expect(
      (
        await app.post('/api/calculate', {
          email: visitor,
          selectedFeatures: ['auth'],
          totalCost: 2000,
        })
      ).status,
    ).toBe(201);
    expect(
      (await app.post('/api/contact', { name: 'Ada', email: visitor, message: 'About an app.' }))
        .status,
    ).toBe(201);
    const toVisitor = await smtp.waitFor(addressed(visitor), 3);
    // A known visitor's session turning hot: the owner's alert with its "View Session" link.
    await reachHot(app, await knownVisitorSession(app, 'known.hot@example.com'));
    const toOwner = await smtp.waitFor(addressed(OWNER), 3);

    const subjects = [...toVisitor, ...toOwner].map((mail) => mail.subject).join(' | ');
    for (const expected of [/estimate/i, /New calculator lead/, /Hot lead/, /confirm/i]) {
      expect(subjects).toMatch(expected);
    }
    const unsubscribe = `${PUBLIC_URL}/newsletter?unsubscribe=${confirm![1]}`;
    expect(toVisitor.filter((mail) => mail.text.includes(unsubscribe))).toHaveLength(2);
    expect(
      toOwner.some((mail) => mail.html.includes(`${PUBLIC_URL}/admin/hot-leads?session=`)),
    ).toBe(true);
    for (const mail of [...toVisitor, ...toOwner]) {
      const links = mailLinks(mail);
      expect(links.length, mail.subject).toBeGreaterThan(0);
      // Besides a reply to the visitor (in the owner's alerts), every link leads to the site.
      for (const link of links.filter((link) => !link.startsWith('mailto:'))) {
        expect(link, mail.subject).toMatch(OWN_LINK);
      }
      expect(mail.html + mail.text, mail.subject).not.toMatch(/localhost|leadline\.invalid/);
    }
  });
});

describeIntegration('PUBLIC_URL unset outside production', () => {
  beforeAll(() => ownSmtp.start());
  afterAll(() => ownSmtp.stop());
  // On the port the system gives it: not 3000, where the links used to lead whatever the port.
  const app = useTestServer({ SMTP_URL: ownSmtp.url, DELIVERY_POLL_MS: '100' });

  it('mails links to the server itself, whose newsletter confirmation link confirms', async () => {
    const visitor = 'other.port@example.com';
    expect((await app.post('/api/newsletter', { email: visitor })).ok).toBe(true);
    const [confirmation] = await ownSmtp.waitFor(addressed(visitor));
    const link = /(http:\/\/localhost:(\d+))\/newsletter\?confirm=([\w-]+)/.exec(
      confirmation!.text,
    );
    expect(link, confirmation!.text).not.toBeNull();
    const [, origin, port, token] = link!;
    expect(Number(port)).toBe(app.server.port);
    // What the page at the link does, at the link's own origin.
    const confirmed = await fetch(`${origin}/api/newsletter/confirm?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin! },
      body: '{}',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ subscribed: true });
  });
});

describeIntegration('PUBLIC_URL in production', () => {
  it('is required: the server does not start without it, and says what to set in one line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadline-public-url-data-'));
    try {
      const child = spawnServer({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        DATA_DIR: dataDir,
      });
      expect(await child.exited).toBe(1);
      expect(child.stderr()).toBe(`leadline: ${PUBLIC_URL_REQUIRED}\n`);
      expect(child.stdout()).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
