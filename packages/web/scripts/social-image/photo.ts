/** The owner's photo, whatever its format (JPEG, PNG, WebP...), as a small square PNG for the card. */
import sharp from 'sharp';

/** Twice the size it is drawn at, for sharp edges on high-density screens. */
const SIZE = 2 * 112;

/** A data URI satori can embed (it reads PNG and JPEG, not WebP), cropped square on its most salient part. */
export async function photoDataUri(photo: Uint8Array): Promise<string> {
  const png = await sharp(photo)
    .rotate()
    .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
