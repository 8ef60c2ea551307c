/**
 * GET /api/admin/setup on a real server: on a site as it comes (the example folder, nothing set) it
 * lists what is not configured yet; each item goes once its cause is fixed (the server's environment,
 * the site folder, the availability saved in Settings) and comes back with it; admins only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIn, type SetupChecklist, type SetupFixPart } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { adminFetch, signedIn } from '../../test/sign-in';
import { copyFixtureSite, FIXTURE_SITE_DIR } from '../../test/site';

const ROUTE = '/api/admin/setup';
const FIXTURE_YAML = readFileSync(path.join(FIXTURE_SITE_DIR, 'site.yaml'), 'utf8');
// Where the month and the year turn before they do in UTC: the server must count in TIME_ZONE.
const TIME_ZONE = 'Pacific/Kiritimati';

/** Now, as the server counts it: read at each use, so that a run across midnight stays right. */
const thisMonth = () => monthIn(new Date(), TIME_ZONE);
const thisYear = () => Number(thisMonth().slice(0, 4));

/** What the environment holds when everything is configured. */
const CONFIGURED_ENV = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://studio.example',
  NOTIFY_EMAIL: 'alerts@studio.example',
  TIME_ZONE,
};

interface SiteYaml {
  example: boolean;
  photo: boolean;
  month: string;
  copyrightYear: number;
}

/** The fixture's site.yaml with these values. */
function siteYaml({ example, photo, month, copyrightYear }: SiteYaml): string {
  let text = FIXTURE_YAML.replace(/^example: true\n/m, example ? 'example: true\n' : '')
    .replace(/^ {2}month: .*$/m, `  month: ${month}`)
    .replace(/^copyrightYear: .*$/m, `copyrightYear: ${copyrightYear}`);
  if (!photo) text = text.replace(/^ {2}photo: .*\n/m, '');
  if (text.includes('example: true') !== example || /^ {2}photo:/m.test(text) !== photo) {
    throw new Error('the fixture site.yaml no longer reads as this test expects');
  }
  return text;
}

const read = (fix: SetupFixPart[]) =>
  fix
    .map((part) =>
      'code' in part ? `\`${part.code}\`` : 'to' in part ? `[${part.text}](${part.to})` : part.text,
    )
    .join('');

describeIntegration('the setup checklist', () => {
  const site = copyFixtureSite();
  afterAll(() => site.remove());
  const app = useTestServer({ SITE_DIR: site.dir });
  let adminCookie = '';
  const admin = adminFetch(app, () => adminCookie);
  const ADMIN = 'owner@studio.example';

  beforeAll(async () => {
    adminCookie = await signedIn(app, 'admin', ADMIN);
  });

  /** Restarts the server with this environment and site.yaml, and no availability saved. */
  async function start(env: Record<string, string>, yaml: SiteYaml) {
    site.edit('site.yaml', () => siteYaml(yaml));
    await app.restart(env);
    await app.db.knex('settings').where({ key: 'availability' }).delete();
  }
  const configuredSite = (): SiteYaml => ({
    example: false,
    photo: true,
    month: thisMonth(),
    copyrightYear: thisYear(),
  });

  const checklist = async () => {
    const response = await admin('GET', ROUTE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as SetupChecklist).items;
  };
  const ids = async () => (await checklist()).map((item) => item.id);
  const saveMonth = async (month: string) =>
    expect(
      (await admin('PUT', '/api/admin/settings/availability', { month, slotsLeft: 1 })).status,
    ).toBe(200);

  it('lists what a site as it comes leaves open, each with its fix', async () => {
    await start(
      { SMTP_URL: '', PUBLIC_URL: '', NOTIFY_EMAIL: '', TIME_ZONE },
      { example: true, photo: true, month: '2020-01', copyrightYear: 2024 },
    );
    const items = await checklist();
    expect(items.map((item) => item.id)).toEqual([
      'mail',
      'public-url',
      'example-site',
      'notify-email',
      'availability',
      'copyright-year',
    ]);
    const fixes = Object.fromEntries(items.map((item) => [item.id, read(item.fix)]));
    const yaml = `\`${path.join(site.dir, 'site.yaml')}\``;
    expect(fixes.mail).toContain('[Outbox](/admin/outbox)');
    expect(fixes.mail).toContain('Set `SMTP_URL` to your mail server');
    expect(fixes['public-url']).toContain(
      `point to \`${app.url.replace('127.0.0.1', 'localhost')}\``,
    );
    expect(fixes['example-site']).toContain(`Put yours in ${yaml}`);
    expect(fixes['notify-email']).toContain(`go to the only admin, \`${ADMIN}\`.`);
    expect(fixes.availability).toContain(
      `"Currently Booking: January 2020" (from \`availability\` in ${yaml}). Set the month you are booking now, and the slots left, in [Settings](/admin/settings)`,
    );
    expect(items.find((item) => item.id === 'copyright-year')?.title).toBe(
      `The copyright year is not ${thisYear()}`,
    );
    expect(fixes['copyright-year']).toContain(`Set \`copyrightYear: ${thisYear()}\` in ${yaml}`);
  });

  it('is empty once everything is configured', async () => {
    await start(CONFIGURED_ENV, configuredSite());
    expect(await checklist()).toEqual([]);
  });

  it('shows each item while its cause holds, and hides it once fixed', async () => {
    const causes: [string, Record<string, string>, Partial<SiteYaml>][] = [
      ['mail', { SMTP_URL: '' }, {}],
      ['public-url', { PUBLIC_URL: '' }, {}],
      ['public-url', { PUBLIC_URL: 'http://localhost:3000' }, {}],
      ['example-site', {}, { example: true }],
      ['owner-photo', {}, { photo: false }],
      ['notify-email', { NOTIFY_EMAIL: '' }, {}],
      ['availability', {}, { month: '2020-01' }],
      ['copyright-year', {}, { copyrightYear: thisYear() - 1 }],
      ['copyright-year', {}, { copyrightYear: thisYear() + 1 }],
    ];
    // One cause at a time: each start fixes the one before.
    for (const [id, env, yaml] of causes) {
      await start({ ...CONFIGURED_ENV, ...env }, { ...configuredSite(), ...yaml });
      expect(await ids(), id).toEqual([id]);
    }
    await start(CONFIGURED_ENV, configuredSite());
    expect(await ids()).toEqual([]);
  });

  it('reads the availability saved in Settings over site.yaml, at once', async () => {
    await start(CONFIGURED_ENV, { ...configuredSite(), month: '2020-01' });
    expect(await ids()).toEqual(['availability']);

    await saveMonth(thisMonth());
    expect(await ids()).toEqual([]);

    await saveMonth('2020-02');
    const [item] = await checklist();
    expect(item?.title).toBe('The availability month has passed (February 2020)');
    expect(read(item!.fix)).toContain('"Currently Booking: February 2020" (saved in Settings)');

    const [year, month] = thisMonth().split('-').map(Number) as [number, number];
    await saveMonth(`${year + 1}-${String(month).padStart(2, '0')}`);
    expect(await ids()).toEqual([]);
  });

  it('names every admin while NOTIFY_EMAIL is unset', async () => {
    await start({ ...CONFIGURED_ENV, NOTIFY_EMAIL: '' }, configuredSite());
    await signedIn(app, 'admin', 'second@studio.example');
    await signedIn(app, 'viewer', 'viewer@studio.example');
    const [item] = await checklist();
    expect(read(item!.fix)).toContain(
      `go to every admin: \`${ADMIN}\` and \`second@studio.example\`.`,
    );
  });

  describe('access', () => {
    let viewerCookie = '';
    beforeAll(async () => {
      viewerCookie = await signedIn(app, 'viewer');
    });

    it('is for admins only: 401 without a session, 403 for a viewer, 405 for a write', async () => {
      expect((await adminFetch(app, () => '')('GET', ROUTE)).status).toBe(401);
      const viewer = await adminFetch(app, () => viewerCookie)('GET', ROUTE);
      expect(viewer.status).toBe(403);
      expect(await viewer.json()).not.toHaveProperty('items');
      expect((await admin('POST', ROUTE, {})).status).toBe(405);
    });
  });
});
