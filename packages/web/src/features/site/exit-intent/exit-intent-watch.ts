/** Calls `onExit` at each exit gesture of exit-intent-rules.ts; returns the function that stops it. */
import {
  EXIT_OFFER,
  fastScrollBackUp,
  leftThroughTop,
  type ScrollSample,
} from './exit-intent-rules';

export function watchForExit(onExit: () => void): () => void {
  const samples: ScrollSample[] = [];
  let deepestShare = 0;

  const fire = () => {
    // One gesture, one call: the scroll window starts afresh.
    samples.length = 0;
    onExit();
  };
  const onMouseOut = (event: MouseEvent) => {
    if (leftThroughTop(event)) fire();
  };
  const onScroll = () => {
    const now = performance.now();
    const y = window.scrollY;
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable > 0) deepestShare = Math.max(deepestShare, y / scrollable);
    samples.push({ at: now, y });
    while ((samples[0]?.at ?? now) < now - EXIT_OFFER.fastScrollMs) samples.shift();
    if (fastScrollBackUp(samples, deepestShare)) fire();
  };
  const coarse = window.matchMedia('(pointer: coarse)').matches;
  if (coarse) window.addEventListener('scroll', onScroll, { passive: true });
  else document.addEventListener('mouseout', onMouseOut);

  return () => {
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('mouseout', onMouseOut);
  };
}
