/**
 * Social images (Open Graph, X, LinkedIn, Slack): a PNG of 1200×630 per page, made at build time
 * from the page's title and the owner's identity. satori lays the card out as SVG (text as paths),
 * resvg rasterises it. Build-time only: nothing here reaches the browser bundle.
 */
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori from 'satori';
import { Card, HEIGHT, WIDTH } from './card';
import { interFonts } from './fonts';
import { photoDataUri } from './photo';
import type { SocialImageInput } from './types';

export type { SocialIdentity, SocialImageInput } from './types';
export { HEIGHT as SOCIAL_IMAGE_HEIGHT, WIDTH as SOCIAL_IMAGE_WIDTH } from './card';

/** The card as a PNG of exactly 1200×630. */
export async function renderSocialImage({ photo, ...text }: SocialImageInput): Promise<Buffer> {
  const svg = await satori(
    createElement(Card, { ...text, photo: photo ? await photoDataUri(photo) : undefined }),
    { width: WIDTH, height: HEIGHT, fonts: await interFonts() },
  );
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
