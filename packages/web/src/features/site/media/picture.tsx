import type { ResponsiveImage } from '../../../../site-plugin/types';

interface PictureProps {
  image: ResponsiveImage;
  /** Empty for an image that only decorates what the text beside it says. */
  alt: string;
  /** How wide the image is drawn, for the browser's choice among the widths (`srcset`). */
  sizes: string;
  /** Above the fold: fetched at once, first. Else lazily, when it nears the viewport. */
  priority?: boolean;
  className?: string;
}

/**
 * An image of the site folder: AVIF or WebP at the width the layout needs (a fallback in the file's
 * own format), with its size stated so that nothing moves when it arrives. An SVG is as it is.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
