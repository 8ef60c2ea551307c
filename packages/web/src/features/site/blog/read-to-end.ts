import { useEffect, useRef } from 'react';
import { trackEvent } from '../tracking/tracker';

/** Reports BLOG_POST_READ_FULLY once, when the end of the article scrolls into view. */
export function useReadToEnd(slug: string) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        trackEvent('BLOG_POST_READ_FULLY', { metadata: { slug } });
        observer.disconnect();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [slug]);
  return endRef;
}
