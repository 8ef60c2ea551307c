/** The folder's images as the build encodes them: kept between builds, and mistakes said as such. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBytes, ImageMistakes, planImage, type ImageFiles } from './images';

const temp = mkdtempSync(path.join(os.tmpdir(), 'leadline-images-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const namedAt = { file: 'site/site.yaml', line: 12, field: 'owner.photo' };

/** A JPEG of flat colour in the folder, planned as a photo: its files by URL path. */
async function plannedPhoto(name: string, bytes?: Buffer): Promise<ImageFiles> {
  const file = path.join(temp, name);
  writeFileSync(
    file,
    bytes ??
      (await sharp({ create: { width: 200, height: 200, channels: 3, background: '#b45309' } })
        .jpeg()
        .toBuffer()),
  );
  const files: ImageFiles = new Map();
  await planImage({ path: `images/${name}`, file, namedAt }, 'photo', files);
  return files;
}

describe('imageBytes', () => {
  it('keeps each encoded file whole in the cache, and makes an empty one again', async () => {
    const cacheDir = path.join(temp, 'cache');
    const [webp] = [...(await plannedPhoto('cached.jpg')).values()].filter(
      (file) => file.format === 'webp',
    );
    const made = await imageBytes(webp!, cacheDir);
    expect((await sharp(made).metadata()).format).toBe('webp');
    // Written beside and renamed: nothing half-written is left under another name.
    const [cached, ...others] = readdirSync(cacheDir);
    expect(others).toEqual([]);
    const file = path.join(cacheDir, cached!);
    expect(readFileSync(file)).toEqual(made);
    expect(await imageBytes(webp!, cacheDir)).toEqual(made);

    // A cache file left empty (a full disk, a build killed) is a miss, replaced rather than written into.
    writeFileSync(file, '');
    const emptyInode = statSync(file).ino;
    expect(await imageBytes(webp!, cacheDir)).toEqual(made);
    expect(readFileSync(file)).toEqual(made);
    expect(statSync(file).ino).not.toBe(emptyInode);
    expect(readdirSync(cacheDir)).toEqual([cached]);
  });

  it('says a truncated image as a mistake of the folder, where the image is named', async () => {
    const whole = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#4338ca' },
    })
      .jpeg()
      .toBuffer();
    const files = await plannedPhoto('cut.jpg', whole.subarray(0, whole.length / 2));
    const [jpeg] = [...files.values()].filter((file) => file.format === 'jpeg');
    const failure = await imageBytes(jpeg!, path.join(temp, 'cache-cut')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImageMistakes);
    expect(String((failure as Error).message)).toMatch(
      /^site\/site\.yaml:12: owner\.photo: not a readable image \(.*premature end of JPEG/,
    );
  });
});

describe('planImage', () => {
  it('says a file that is no image as a mistake, where the image is named', async () => {
    await expect(plannedPhoto('text.jpg', Buffer.from('not an image'))).rejects.toThrow(
      'site/site.yaml:12: owner.photo: not a readable image (Input buffer contains unsupported image format)',
    );
  });
});
