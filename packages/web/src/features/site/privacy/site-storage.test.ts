import { TRACKER_STORAGE_KEYS } from '@leadline/tracker';
import { describe, expect, it } from 'vitest';
import { storedItems } from './site-storage';

describe("the privacy page's list of what the site stores", () => {
  const items = storedItems();

  it("holds the tracker's own definition, marked as analytics", () => {
    for (const { key, storage } of TRACKER_STORAGE_KEYS) {
      expect(items).toContainEqual(
        expect.objectContaining({ name: key, where: storage, analytics: true }),
      );
    }
  });

  it('names each key once, and says what, why and how long for each', () => {
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    for (const item of items) {
      expect(
        [item.holds, item.purpose, item.kept].every((text) => text.length > 3),
        item.name,
      ).toBe(true);
    }
  });

  it("lists the site's own keys and the sign-in cookies (the consent key only in opt-in mode)", () => {
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'theme',
        'leadline_wizard_draft',
        'leadline_hot_popup:*',
        'leadline_exit_offer',
        'leadline.sid',
        'leadline.signed-in',
      ]),
    );
    expect(items.map((item) => item.name)).not.toContain('leadline_consent');
  });
});
