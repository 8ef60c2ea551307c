import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSocialImage, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './index';
import { pngSize } from './png';

const IDENTITY = { siteName: 'Leadline Studio', ownerName: 'Alex Morgan' };

/** A portrait of flat colours, in the format sharp writes for `format`. */
const portrait = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#b45309' } })
    .toFormat(format)
    .toBuffer();

const expect1200x630 = (png: Buffer) =>
  expect(pngSize(png)).toEqual({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT });

describe('renderSocialImage', () => {
  it('draws a PNG of 1200×630', async () => {
    const png = await renderSocialImage({ ...IDENTITY, title: 'How to Build an MVP in 4 Weeks' });
    expect(SOCIAL_IMAGE_WIDTH).toBe(1200);
    expect(SOCIAL_IMAGE_HEIGHT).toBe(630);
    expect1200x630(png);
    // Not blank: the card's text and colours are in it.
    const { channels } = await sharp(png).stats();
    expect(channels.some((channel) => channel.min < 64)).toBe(true);
  });

  it('shortens a title of 200 characters to the lines the card has', async () => {
    const long = 'A title that goes on and on about custom web apps '.repeat(4).slice(0, 200);
    expect(long).toHaveLength(200);
    const png = await renderSocialImage({ ...IDENTITY, title: long });
    expect1200x630(png);
    // Whatever follows the third line is cut (with an ellipsis): a longer title draws the same card.
    expect(await renderSocialImage({ ...IDENTITY, title: `${long} and more` })).toEqual(png);
  });

  it('breaks a word longer than a line, within the card', async () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, 60);
    const png = await renderSocialImage({ ...IDENTITY, title: word });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({
      resolveWithObject: true,
    });
    // The title's dark text, between the brand and the owner's line: none in the right margin.
    const PADDING = 80;
    let rightmost = 0;
    for (let y = 110; y < 420; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * 3;
        if (Math.max(data[at]!, data[at + 1]!, data[at + 2]!) < 100)
          rightmost = Math.max(rightmost, x);
      }
    }
    expect(rightmost).toBeGreaterThan(SOCIAL_IMAGE_WIDTH / 2);
    expect(rightmost).toBeLessThan(SOCIAL_IMAGE_WIDTH - PADDING);
  });

  it('draws &, <, > and quotes as text', async () => {
    const special = `Apps & "MVPs" <in> 4 weeks: it's 'done'`;
    const png = await renderSocialImage({
      ...IDENTITY,
      title: special,
      siteName: 'Smith & Sons <Studio>',
      ownerName: `Zoë "Z" O'Brien-Łukasiewicz`,
      ownerRole: 'Design & <code>',
    });
    expect1200x630(png);
    // Escaped or not, they are different text, so a different card.
    const escaped = await renderSocialImage({
      ...IDENTITY,
      title: special.replaceAll('&', '&amp;').replaceAll('"', '&quot;'),
    });
    expect(escaped).not.toEqual(await renderSocialImage({ ...IDENTITY, title: special }));
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    "draws the owner's photo (%s) beside their name and role",
    async (format) => {
      const input = { ...IDENTITY, ownerRole: 'Full-stack developer', title: 'Services' };
      const withPhoto = await renderSocialImage({ ...input, photo: await portrait(format) });
      expect1200x630(withPhoto);
      expect(withPhoto).not.toEqual(await renderSocialImage(input));
      // The photo's colour is on the card, round: at its centre, not in the circle's corner.
      const { data, info } = await sharp(withPhoto).removeAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const centre = at(80 + 56, 630 - 56 - 56);
      expect(centre[0]).toBeGreaterThan(centre[2]! + 60);
      const corner = at(80 + 4, 630 - 56 - 112 + 4);
      expect(corner[0]).toBeGreaterThan(200);
      expect(corner[2]).toBeGreaterThan(200);
    },
  );

  it('draws a card without a role or photo (initials instead)', async () => {
    expect1200x630(await renderSocialImage({ ...IDENTITY, title: 'Contact', ownerName: 'Ada' }));
  });
});
