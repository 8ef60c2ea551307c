import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilitySetting, SetupFixPart, SetupItem } from '@leadline/domain';
import { loadConfig } from '../../config';
import { propertyRuns } from '../../test/property-runs';
import { FIXTURE_SITE_DIR } from '../../test/site';
import { setupItems, type SetupFacts } from './checklist';

const fixture = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'x'.repeat(32),
  SITE_DIR: FIXTURE_SITE_DIR,
});
const SITE_YAML = path.join(FIXTURE_SITE_DIR, 'site.yaml');
const NOW = new Date('2026-11-27T12:00:00Z');

interface Causes {
  smtpUrl?: string;
  publicUrl?: string;
  example?: boolean;
  photo?: boolean;
  notifyEmails?: string[];
  availability?: AvailabilitySetting;
  copyrightYear?: number;
  timeZone?: string;
}

/** The fixture as loaded, with `causes` changed. */
function facts(causes: Causes = {}, admins = ['owner@studio.example'], now = NOW): SetupFacts {
  const identity = fixture.site.identity;
  const owner = { ...identity.owner };
  if (causes.photo === false) delete owner.photo;
  return {
    config: {
      timeZone: causes.timeZone ?? 'UTC',
      delivery: {
        ...fixture.delivery,
        smtpUrl: causes.smtpUrl,
        publicUrl: causes.publicUrl ?? 'http://localhost:3000',
        notifyEmails: causes.notifyEmails ?? [],
      },
      site: {
        ...fixture.site,
        identity: {
          ...identity,
          example: causes.example ?? identity.example,
          owner,
          copyrightYear: causes.copyrightYear ?? identity.copyrightYear,
        },
      },
    },
    availability: causes.availability ?? { month: '2026-01', slotsLeft: 1, source: 'site' },
    admins,
    now,
  };
}

const DONE: Causes = {
  smtpUrl: 'smtps://user:secret@smtp.studio.example:465',
  publicUrl: 'https://studio.example',
  example: false,
  notifyEmails: ['alerts@studio.example'],
  availability: { month: '2027-01', slotsLeft: 2, source: 'settings' },
  copyrightYear: 2026,
};

/** A fix as the admin reads it, with names in backticks and links in brackets. */
const read = (fix: SetupFixPart[]) =>
  fix
    .map((part) =>
      'code' in part ? `\`${part.code}\`` : 'to' in part ? `[${part.text}](${part.to})` : part.text,
    )
    .join('');
const byId = (items: SetupItem[]) =>
  Object.fromEntries(items.map((item) => [item.id, { title: item.title, fix: read(item.fix) }]));

describe('the setup checklist', () => {
  it('lists what the fixture, unconfigured, leaves open, in order, each with its fix', () => {
    const items = setupItems(facts());
    expect(items.map((item) => item.id)).toEqual([
      'mail',
      'public-url',
      'example-site',
      'notify-email',
      'availability',
      'copyright-year',
    ]);
    const open = byId(items);
    expect(open.mail!.fix).toContain('waits in the [Outbox](/admin/outbox). Set `SMTP_URL` to');
    expect(open['public-url']!.fix).toContain('point to `http://localhost:3000`');
    expect(open['public-url']!.fix).toContain('Set `PUBLIC_URL` to the site');
    expect(open['example-site']!.fix).toContain(
      `(Alex Morgan, hello@leadline.dev). Put yours in \`${SITE_YAML}\``,
    );
    expect(open['example-site']!.fix).toContain(
      'delete the line `example: true`, then restart with `npm start`',
    );
    expect(open['notify-email']!.fix).toContain('go to the only admin, `owner@studio.example`. ');
    expect(open.availability).toEqual({
      title: 'The availability month has passed (January 2026)',
      fix: `The home page, the calculator and the estimate mail say "Currently Booking: January 2026" (from \`availability\` in \`${SITE_YAML}\`). Set the month you are booking now, and the slots left, in [Settings](/admin/settings): the site shows it at once.`,
    });
    expect(open['copyright-year']).toEqual({
      title: 'The copyright year is not 2026',
      fix: `The footer of every page says © 2024. Set \`copyrightYear: 2026\` in \`${SITE_YAML}\`, then restart with \`npm start\` (or \`docker compose restart app\`), which rebuilds the pages.`,
    });
  });

  it('is empty once everything is configured', () => {
    expect(setupItems(facts(DONE))).toEqual([]);
  });

  it('asks for a photo when site.yaml names none', () => {
    const [photo] = setupItems(facts({ ...DONE, photo: false }));
    expect(photo!.id).toBe('owner-photo');
    expect(read(photo!.fix)).toContain(
      `Put a photo in \`${path.join(FIXTURE_SITE_DIR, 'images')}\` and name it under \`owner:\` in \`${SITE_YAML}\`, such as \`photo: images/me.jpg\``,
    );
  });

  it('names every admin who gets the alerts', () => {
    const [notify] = setupItems(
      facts({ ...DONE, notifyEmails: [] }, [
        'a@studio.example',
        'b@studio.example',
        'c@studio.example',
      ]),
    );
    expect(read(notify!.fix)).toContain(
      'go to every admin: `a@studio.example`, `b@studio.example` and `c@studio.example`. To choose',
    );
  });

  it('says where a past month was saved', () => {
    const [past] = setupItems(
      facts({ ...DONE, availability: { month: '2026-10', slotsLeft: 0, source: 'settings' } }),
    );
    expect(read(past!.fix)).toContain('"Currently Booking: October 2026" (saved in Settings)');
    expect(
      setupItems(
        facts({ ...DONE, availability: { month: '2026-11', slotsLeft: 0, source: 'site' } }),
      ),
    ).toEqual([]);
  });

  it('calls a localhost PUBLIC_URL unset too: no one else can follow it', () => {
    for (const publicUrl of ['http://127.0.0.1:8080', 'http://[::1]:3000', 'http://localhost']) {
      expect(setupItems(facts({ ...DONE, publicUrl })).map((item) => item.id)).toEqual([
        'public-url',
      ]);
    }
  });

  it("knows this year and month in the server's time zone", () => {
    // 23:30 UTC on New Year's Eve: already 2027 in Berlin, still 2026 in New York.
    const eve = new Date('2026-12-31T23:30:00Z');
    const at = (timeZone: string, month: string) =>
      setupItems(
        facts(
          {
            ...DONE,
            timeZone,
            copyrightYear: 2027,
            availability: { month, slotsLeft: 1, source: 'settings' },
          },
          undefined,
          eve,
        ),
      ).map((item) => item.id);
    expect(at('Europe/Berlin', '2027-01')).toEqual([]);
    expect(at('America/New_York', '2026-12')).toEqual(['copyright-year']);
    expect(at('Europe/Berlin', '2026-12')).toEqual(['availability']);
  });

  it(`opens each item exactly when its cause holds (${propertyRuns(200, 2000)} cases)`, () => {
    const causes = fc.record({
      smtp: fc.boolean(),
      publicUrl: fc.constantFrom(
        'http://localhost:3000',
        'https://studio.example',
        'http://127.0.0.1:9',
      ),
      example: fc.boolean(),
      photo: fc.boolean(),
      notify: fc.boolean(),
      month: fc
        .integer({ min: 0, max: 47 })
        .map((m) => `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`),
      source: fc.constantFrom('site' as const, 'settings' as const),
      copyrightYear: fc.integer({ min: 2020, max: 2030 }),
    });
    fc.assert(
      fc.property(causes, (c) => {
        const items = setupItems(
          facts({
            smtpUrl: c.smtp ? DONE.smtpUrl : undefined,
            publicUrl: c.publicUrl,
            example: c.example,
            photo: c.photo,
            notifyEmails: c.notify ? DONE.notifyEmails : [],
            availability: { month: c.month, slotsLeft: 1, source: c.source },
            copyrightYear: c.copyrightYear,
          }),
        );
        const expected = [
          !c.smtp && 'mail',
          c.publicUrl !== 'https://studio.example' && 'public-url',
          c.example && 'example-site',
          !c.photo && 'owner-photo',
          !c.notify && 'notify-email',
          c.month < '2026-11' && 'availability',
          c.copyrightYear !== 2026 && 'copyright-year',
        ].filter(Boolean);
        expect(items.map((item) => item.id)).toEqual(expected);
        for (const item of items) {
          expect(item.title).not.toBe('');
          expect(item.fix.some((part) => 'code' in part || 'to' in part)).toBe(true);
          // Words come merged, never empty, so the admin lays them out as they are.
          item.fix.forEach((part, index) => {
            if ('code' in part) expect(part.code).not.toBe('');
            else expect(part.text).not.toBe('');
            const next = item.fix[index + 1];
            const words = (p?: SetupFixPart) => p !== undefined && 'text' in p && !('to' in p);
            expect(words(part) && words(next)).toBe(false);
          });
        }
      }),
      { numRuns: propertyRuns(200, 2000) },
    );
  });
});
