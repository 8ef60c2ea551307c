import { island } from '../islands/island';
import { useReadToEnd } from './read-to-end';

/** The end of an article: BLOG_POST_READ_FULLY when it scrolls into view. */
export function ReadToEndMarker({ slug }: { slug: string }) {
  return <div ref={useReadToEnd(slug)} />;
}

export const ReadToEndIsland = island('read-to-end', ReadToEndMarker);
